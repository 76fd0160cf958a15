import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAdvertisementsResponse } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdvertisements({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdminAdvertisementsResponse>("GET", "/api/advertisements", undefined, { signal });
}

/** Every advertisement for review (admins), refreshed every 30 s as the spec asks. */
export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminAdvertisements,
    queryFn: ({ signal }) => getAdvertisements({ signal }),
    refetchInterval: 30_000,
  });

export function useAdvertisements() {
  return useQuery(advertisementsQueryOptions());
}

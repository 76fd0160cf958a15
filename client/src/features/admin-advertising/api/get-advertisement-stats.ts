import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdvertisementStats } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdvertisementStats({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdvertisementStats>("GET", "/api/admin/advertisement-stats", undefined, { signal });
}

/** Advertising figures measured from stored data, refreshed every 30 s. */
export const advertisementStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.advertisementStats,
    queryFn: ({ signal }) => getAdvertisementStats({ signal }),
    refetchInterval: 30_000,
  });

export function useAdvertisementStats() {
  return useQuery(advertisementStatsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdNotificationsResponse } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdNotifications({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdNotificationsResponse>("GET", "/api/admin/advertisement-notifications", undefined, { signal });
}

/** The advertising notices (derived on the server, read state per admin), refreshed every 30 s. */
export const adNotificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adNotifications, queryFn: ({ signal }) => getAdNotifications({ signal }), refetchInterval: 30_000 });

export function useAdNotifications() {
  return useQuery(adNotificationsQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@shared/api/admin-users";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOverview() {
  return apiRequest<AdminOverview>("GET", "/api/admin/overview");
}

export const overviewQueryOptions = () => queryOptions({ queryKey: queryKeys.adminOverview, queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}

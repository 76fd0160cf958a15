import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PreRegistrationsResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getPreRegistrations({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PreRegistrationsResponse>("GET", "/api/admin/pre-registrations", undefined, { signal });
}

export const preRegistrationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminPreRegistrations, queryFn: ({ signal }) => getPreRegistrations({ signal }) });

/** The launch list, newest first (admins only). */
export function usePreRegistrations() {
  return useQuery(preRegistrationsQueryOptions());
}

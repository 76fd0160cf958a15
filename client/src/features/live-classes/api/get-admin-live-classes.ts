import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLiveClass } from "@shared/api/live-classes";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every class, the latest start first, with its bookings count and join link (admins). */
export function getAdminLiveClasses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdminLiveClass[]>("GET", "/api/admin/live-classes", undefined, { signal });
}

export const adminLiveClassesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminLiveClasses, queryFn: ({ signal }) => getAdminLiveClasses({ signal }) });

export function useAdminLiveClasses() {
  return useQuery(adminLiveClassesQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@shared/api/admin-users";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getUser({ userId, signal }: { userId: number; signal?: AbortSignal }) {
  return apiRequest<AdminUserDetail>("GET", `/api/admin/users/${userId}`, undefined, { signal });
}

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: queryKeys.adminUser(userId), queryFn: ({ signal }) => getUser({ userId, signal }) });

/** One user's profile, subscription, enrolments and sessions; read while their panel is open. */
export function useUser(userId: number | null) {
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}

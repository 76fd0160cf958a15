import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStudentAccount } from "@shared/api/admin-subscriptions";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Under the user's own key: refreshing the user (or the users list's root) refreshes this too. */
export const studentAccountKey = (userId: number) => [...queryKeys.adminUser(userId), "subscription"] as const;

export function getStudentAccount({ userId, signal }: { userId: number; signal?: AbortSignal }) {
  return apiRequest<AdminStudentAccount>("GET", `/api/admin/users/${userId}/subscription`, undefined, { signal });
}

export const studentAccountQueryOptions = (userId: number) =>
  queryOptions({ queryKey: studentAccountKey(userId), queryFn: ({ signal }) => getStudentAccount({ userId, signal }) });

/** A student's subscription, every payment and the history, with what an admin may do to each. */
export function useStudentAccount(userId: number) {
  return useQuery(studentAccountQueryOptions(userId));
}

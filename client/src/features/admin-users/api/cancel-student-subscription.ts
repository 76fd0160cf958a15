import type { AdminStudentAccount } from "@shared/api/admin-subscriptions";
import { apiRequest } from "@/lib/api-client";
import { useAccountMutation } from "./use-account-mutation";

/** POST /api/admin/users/:id/subscription/cancel: ends at the period's end, as the student's own cancel does. */
export function cancelStudentSubscription({ userId, reason }: { userId: number; reason: string }) {
  return apiRequest<AdminStudentAccount>("POST", `/api/admin/users/${userId}/subscription/cancel`, { reason });
}

export function useCancelStudentSubscription() {
  return useAccountMutation(cancelStudentSubscription);
}

import type { AdminStudentAccount } from "@shared/api/admin-subscriptions";
import { apiRequest } from "@/lib/api-client";
import { useAccountMutation } from "./use-account-mutation";

/** POST /api/admin/users/:id/subscription/resume: undoes a cancellation while the paid period runs. */
export function resumeStudentSubscription({ userId, reason }: { userId: number; reason: string }) {
  return apiRequest<AdminStudentAccount>("POST", `/api/admin/users/${userId}/subscription/resume`, { reason });
}

export function useResumeStudentSubscription() {
  return useAccountMutation(resumeStudentSubscription);
}

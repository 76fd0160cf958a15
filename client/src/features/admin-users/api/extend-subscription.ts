import type { AdminStudentAccount, ExtendSubscriptionRequest } from "@shared/api/admin-subscriptions";
import { apiRequest } from "@/lib/api-client";
import { useAccountMutation } from "./use-account-mutation";

/** POST /api/admin/users/:id/subscription/extend: goodwill days added to the period's end. */
export function extendSubscription({ userId, ...body }: { userId: number } & ExtendSubscriptionRequest) {
  return apiRequest<AdminStudentAccount>("POST", `/api/admin/users/${userId}/subscription/extend`, body);
}

export function useExtendSubscription() {
  return useAccountMutation(extendSubscription);
}

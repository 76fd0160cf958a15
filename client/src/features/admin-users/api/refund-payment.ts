import type { AdminStudentAccount } from "@shared/api/admin-subscriptions";
import { apiRequest } from "@/lib/api-client";
import { useAccountMutation } from "./use-account-mutation";

/** POST /api/admin/users/:id/payments/:paymentId/refund: the whole payment, through Yoco. */
export function refundPayment({ userId, paymentId, reason }: { userId: number; paymentId: number; reason: string }) {
  return apiRequest<AdminStudentAccount>("POST", `/api/admin/users/${userId}/payments/${paymentId}/refund`, { reason });
}

export function useRefundPayment() {
  return useAccountMutation(refundPayment);
}

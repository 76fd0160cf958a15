import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { studentAccountKey } from "./get-student-account";

/** POST /api/admin/users/:id/payments/:paymentId/receipt: the receipt mail again, to the account's address (202). */
export function resendReceipt({ userId, paymentId }: { userId: number; paymentId: number }) {
  return apiRequest<{ message: string }>("POST", `/api/admin/users/${userId}/payments/${paymentId}/receipt`);
}

export function useResendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendReceipt,
    // The history lists the resend.
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: studentAccountKey(userId) }),
  });
}

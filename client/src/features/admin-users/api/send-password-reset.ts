import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/users/:id/password-reset: mails the user a reset link (202); the admin never sees it. */
export function sendPasswordReset({ userId }: { userId: number }) {
  return apiRequest<{ message: string }>("POST", `/api/admin/users/${userId}/password-reset`);
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}

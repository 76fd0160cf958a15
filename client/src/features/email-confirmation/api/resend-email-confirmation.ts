import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Mails the link again (to the address waiting for a change, else to the unconfirmed one); 3 an hour. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/me/email-confirmation/resend"),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailConfirmationInput, EmailConfirmed } from "@shared/api/email-confirmation";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";
import { queryKeys } from "@/lib/query-keys";

/** Opens the mailed link; a signed-in person's account and nudge refresh (the address may have changed). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfirmationInput) => apiRequest<EmailConfirmed>("POST", "/api/email-confirmation", input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.emailConfirmation }),
      ]);
    },
  });
}

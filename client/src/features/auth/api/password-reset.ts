import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/auth";
import type { PasswordResetCompleteInput, PasswordResetRequestInput, PasswordResetRequested } from "@shared/api/password-reset";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";

/** 202 with the same words whether or not an account matches. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiRequest<PasswordResetRequested>("POST", "/api/password-reset", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password; the server signs the person in and answers the user. */
export function completePasswordReset(input: PasswordResetCompleteInput) {
  return apiRequest<PublicUser>("POST", "/api/password-reset/complete", input);
}

export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

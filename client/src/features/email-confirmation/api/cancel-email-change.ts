import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Drops a change of address that was not confirmed: its link stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("DELETE", "/api/me/pending-email"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailConfirmation }),
  });
}

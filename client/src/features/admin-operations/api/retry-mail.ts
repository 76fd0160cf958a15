import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailDetail } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A failed mail goes back in the queue, due now. */
export function retryMail(id: number) {
  return apiRequest<MailDetail>("POST", `/api/admin/mail/${id}/retry`);
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMail }) });
}

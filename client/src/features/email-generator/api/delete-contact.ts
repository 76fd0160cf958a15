import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteContact(id: number) {
  return apiRequest<void>("DELETE", `/api/outreach/contacts/${id}`);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaignContacts }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactInput, ContactView } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function addContact(input: ContactInput) {
  return apiRequest<ContactView>("POST", "/api/outreach/contacts", input);
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaignContacts }) });
}

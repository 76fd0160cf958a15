import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactInput, ImportContactsResponse } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function importContacts(contacts: ContactInput[]) {
  return apiRequest<ImportContactsResponse>("POST", "/api/outreach/contacts/import", { contacts });
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContacts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaignContacts }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutreachTemplate, SendEmailsResponse } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS } from "@/lib/query-keys";

export function sendOutreachEmails(input: { prospects: number[]; template: OutreachTemplate }) {
  return apiRequest<SendEmailsResponse>("POST", "/api/outreach/send-emails", input);
}

export function useSendOutreachEmails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendOutreachEmails, onSuccess: () => invalidateAll(queryClient, OUTREACH_DEPENDENTS) });
}

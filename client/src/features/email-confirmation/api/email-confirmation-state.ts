import { useQuery } from "@tanstack/react-query";
import type { EmailConfirmationState } from "@shared/api/email-confirmation";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Where the account's mail goes, whether it is confirmed, and a new address waiting for its link. */
export function useEmailConfirmationState() {
  return useQuery({
    queryKey: queryKeys.emailConfirmation,
    queryFn: () => apiRequest<EmailConfirmationState>("GET", "/api/me/email-confirmation"),
  });
}

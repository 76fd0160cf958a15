import { useQuery } from "@tanstack/react-query";
import type { EmailConfirmationState } from "@shared/api/email-confirmation";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Whether the account's address is confirmed: the export holds what is stored under the address only
 * then. The same query, under the same key, as the dashboard's confirmation banner (one request, one cache
 * entry, refreshed when the profile changes the address); features do not import each other.
 */
export function useIsAddressConfirmed() {
  return useQuery({
    queryKey: queryKeys.emailConfirmation,
    queryFn: () => apiRequest<EmailConfirmationState>("GET", "/api/me/email-confirmation"),
    select: (state) => state.isConfirmed,
  });
}

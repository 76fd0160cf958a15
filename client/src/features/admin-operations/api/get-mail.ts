import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MailListResponse, MailStatus } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMail(status: MailStatus | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MailListResponse>("GET", status ? `/api/admin/mail?status=${status}` : "/api/admin/mail", undefined, { signal });
}

export const mailQueryOptions = (status?: MailStatus) =>
  queryOptions({ queryKey: queryKeys.adminMailList(status), queryFn: ({ signal }) => getMail(status, { signal }) });

/** The newest mails of the outbox, of one status or all (admins only). */
export function useMail(status?: MailStatus) {
  return useQuery(mailQueryOptions(status));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MailDetail } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMailItem(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MailDetail>("GET", `/api/admin/mail/${id}`, undefined, { signal });
}

export const mailItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.adminMailItem(id), queryFn: ({ signal }) => getMailItem(id, { signal }) });

/** One mail with its text. */
export function useMailItem(id: number | undefined) {
  return useQuery({ ...mailItemQueryOptions(id ?? 0), enabled: id !== undefined });
}

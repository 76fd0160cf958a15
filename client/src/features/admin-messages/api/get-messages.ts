import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MessageFilter, MessageKind, MessagesResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type MessageFilters = { kind?: MessageKind; status: MessageFilter; page: number };

export function getMessages({ kind, status, page }: MessageFilters, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ status, page: String(page) });
  if (kind) query.set("kind", kind);
  return apiRequest<MessagesResponse>("GET", `/api/admin/messages?${query}`, undefined, { signal });
}

export const messagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({ queryKey: queryKeys.adminMessageList(filters), queryFn: ({ signal }) => getMessages(filters, { signal }) });

/** One page of contact messages and feedback, newest first, filtered (admins only). */
export function useMessages(filters: MessageFilters) {
  return useQuery(messagesQueryOptions(filters));
}

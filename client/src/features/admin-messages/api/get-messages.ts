import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MessageFilter, MessageKind, MessagesResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type MessageFilters = { kind?: MessageKind; status: MessageFilter };

export function getMessages({ kind, status }: MessageFilters, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ status });
  if (kind) query.set("kind", kind);
  return apiRequest<MessagesResponse>("GET", `/api/admin/messages?${query}`, undefined, { signal });
}

export const messagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({ queryKey: queryKeys.adminMessageList(filters), queryFn: ({ signal }) => getMessages(filters, { signal }) });

/** Contact messages and feedback, newest first, filtered (admins only). */
export function useMessages(filters: MessageFilters) {
  return useQuery(messagesQueryOptions(filters));
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxMessage, MessageKind, UpdateMessageInput } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Resolved, archived or the admin's notes of one contact message or feedback item. */
export function updateMessage({ kind, id, changes }: { kind: MessageKind; id: number; changes: UpdateMessageInput }) {
  const path = kind === "contact" ? `/api/admin/contacts/${id}` : `/api/admin/feedback/${id}`;
  return apiRequest<InboxMessage>("PATCH", path, changes);
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMessages }),
  });
}

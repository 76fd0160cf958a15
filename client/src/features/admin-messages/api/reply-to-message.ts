import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageKind, MessageReplyView } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Emails the sender (through the outbox) and stores the reply with the message. */
export function replyToMessage({ kind, id, body }: { kind: MessageKind; id: number; body: string }) {
  return apiRequest<MessageReplyView>("POST", `/api/admin/messages/${kind}/${id}/reply`, { body });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminMessages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminMail }),
      ]),
  });
}

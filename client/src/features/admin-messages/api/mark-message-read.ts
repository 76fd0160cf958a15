import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxMessage, MessageKind } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Opening an item marks it read (the server keeps the first time). */
export function markMessageRead({ kind, id }: { kind: MessageKind; id: number }) {
  return apiRequest<InboxMessage>("POST", `/api/admin/messages/${kind}/${id}/read`);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMessages }),
  });
}

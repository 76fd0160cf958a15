import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/users/:id/end-sessions: signs the user out everywhere (204). */
export function endUserSessions({ userId }: { userId: number }) {
  return apiRequest<void>("POST", `/api/admin/users/${userId}/end-sessions`);
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: queryKeys.adminUser(userId) }),
  });
}

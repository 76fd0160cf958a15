import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChildChanges, ChildView } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, queryKeys } from "@/lib/query-keys";

export function updateChild({ childId, changes }: { childId: number; changes: ChildChanges }) {
  return apiRequest<ChildView>("PATCH", `/api/phonics/children/${childId}`, changes);
}

/** A new name, age, avatar, leaderboard choice or nickname: the list and the leaderboard read again. */
export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChild,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.phonicsAccount, queryKeys.phonicsLeaderboard]),
  });
}

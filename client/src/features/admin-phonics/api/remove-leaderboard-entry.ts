import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaderboardRemoval } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, queryKeys } from "@/lib/query-keys";

export function removeLeaderboardEntry(childId: number) {
  return apiRequest<LeaderboardRemoval>("POST", `/api/admin/phonics/leaderboard/${childId}/remove`, {});
}

/** Takes a child off the leaderboard: the admin list and the leaderboard itself read again. */
export function useRemoveLeaderboardEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLeaderboardEntry,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.adminPhonicsLeaderboard, queryKeys.phonicsLeaderboard]),
  });
}

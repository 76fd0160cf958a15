import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaderboardRemoval } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, queryKeys } from "@/lib/query-keys";

export function restoreLeaderboardEntry(childId: number) {
  return apiRequest<LeaderboardRemoval>("POST", `/api/admin/phonics/leaderboard/${childId}/restore`, {});
}

/** Puts a removed child back on the leaderboard: the admin list and the leaderboard itself read again. */
export function useRestoreLeaderboardEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLeaderboardEntry,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.adminPhonicsLeaderboard, queryKeys.phonicsLeaderboard]),
  });
}

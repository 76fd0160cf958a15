import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardEntry } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getLeaderboard({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<LeaderboardEntry[]>("GET", "/api/phonics/leaderboard", undefined, { signal });
}

export function useLeaderboard({ enabled }: { enabled: boolean }) {
  return useQuery(queryOptions({ queryKey: queryKeys.phonicsLeaderboard, queryFn: ({ signal }) => getLeaderboard({ signal }), enabled }));
}

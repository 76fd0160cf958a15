import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLeaderboardEntry } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdminLeaderboard({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdminLeaderboardEntry[]>("GET", "/api/admin/phonics/leaderboard", undefined, { signal });
}

/** The entries shown on the phonics leaderboard, by rank, then those an admin removed. */
export function useAdminLeaderboard() {
  return useQuery(queryOptions({ queryKey: queryKeys.adminPhonicsLeaderboard, queryFn: ({ signal }) => getAdminLeaderboard({ signal }) }));
}

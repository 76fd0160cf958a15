import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyAchievementsResponse } from "@shared/api/achievements";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMyAchievements({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MyAchievementsResponse>("GET", "/api/me/achievements", undefined, { signal });
}

/** The signed-in student's figures and achievements (refreshed after every exercise result). */
export function useMyAchievements({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: queryKeys.myAchievements, queryFn: ({ signal }) => getMyAchievements({ signal }), enabled }));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AchievementsCatalogue } from "@shared/api/achievements";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAchievementsCatalogue({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AchievementsCatalogue>("GET", "/api/achievements", undefined, { signal });
}

/** The active achievements, for the visitors' preview. */
export function useAchievementsCatalogue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.achievementsCatalogue, queryFn: ({ signal }) => getAchievementsCatalogue({ signal }), enabled }),
  );
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PracticeTime } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";

export const practiceTimeKey = (childId: number | null) => ["/api/phonics/practice-time", childId] as const;

export function getPracticeTime(childId: number | null, { signal }: { signal?: AbortSignal } = {}) {
  const path = childId === null ? "/api/phonics/practice-time" : `/api/phonics/practice-time?childId=${childId}`;
  return apiRequest<PracticeTime>("GET", path, undefined, { signal });
}

/** The learner's practice time over the last 7 days: the same figure as the parent's family card. */
export function usePracticeTime(childId: number | null, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: practiceTimeKey(childId),
      queryFn: ({ signal }) => getPracticeTime(childId, { signal }),
      enabled,
      retry: false,
    }),
  );
}

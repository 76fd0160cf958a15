import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PhonicsProgressItem } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getPhonicsProgress(childId: number | null, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PhonicsProgressItem[]>(
    "GET",
    childId === null ? "/api/phonics/progress" : `/api/phonics/progress?childId=${childId}`,
    undefined,
    {
      signal,
    },
  );
}

/** One learner's sounds (a child, or the account itself with null); the spec's calls are made without retry. */
export function usePhonicsProgress(childId: number | null, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.phonicsProgress(childId),
      queryFn: ({ signal }) => getPhonicsProgress(childId, { signal }),
      enabled,
      retry: false,
    }),
  );
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyProgressResponse } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const MY_PROGRESS_QUERY_KEY = queryKeys.myProgress;

export function getMyProgress({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MyProgressResponse>("GET", "/api/me/progress", undefined, { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({ queryKey: MY_PROGRESS_QUERY_KEY, queryFn: ({ signal }) => getMyProgress({ signal }) });

/** Summary, skills and subscription: several sections read it, TanStack Query fetches it once. */
export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}

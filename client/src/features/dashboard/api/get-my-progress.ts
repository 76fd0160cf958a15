import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyProgressResponse } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";

export const MY_PROGRESS_QUERY_KEY = ["/api/me/progress"] as const;

export function getMyProgress({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MyProgressResponse>("GET", "/api/me/progress", undefined, { signal });
}

export const myProgressQueryOptions = () =>
  queryOptions({ queryKey: MY_PROGRESS_QUERY_KEY, queryFn: ({ signal }) => getMyProgress({ signal }) });

/** Summary, skills and subscription: several sections read it, TanStack Query fetches it once. */
export function useMyProgress() {
  return useQuery(myProgressQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyCoursesResponse } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// The key's first element is the URL, like every other read, so the default query function shares the entry.
export const MY_COURSES_QUERY_KEY = queryKeys.myCourses;

export function getMyCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MyCoursesResponse>("GET", "/api/me/courses", undefined, { signal });
}

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: MY_COURSES_QUERY_KEY, queryFn: ({ signal }) => getMyCourses({ signal }) });

export function useMyCourses() {
  return useQuery(myCoursesQueryOptions());
}

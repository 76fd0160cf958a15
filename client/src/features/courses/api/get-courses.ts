import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseSummary } from "@shared/api/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const COURSES_QUERY_KEY = queryKeys.courses;

export function getCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CourseSummary[]>("GET", "/api/courses", undefined, { signal });
}

export const coursesQueryOptions = () => queryOptions({ queryKey: COURSES_QUERY_KEY, queryFn: ({ signal }) => getCourses({ signal }) });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}

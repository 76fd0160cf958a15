import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Course } from "@shared/schema/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** One course as GET /api/courses lists it. */
export type CourseSummary = Pick<Course, "id" | "slug" | "title" | "description" | "level" | "imageUrl">;

export const COURSES_QUERY_KEY = queryKeys.courses;

export function getCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CourseSummary[]>("GET", "/api/courses", undefined, { signal });
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: COURSES_QUERY_KEY, queryFn: ({ signal }) => getCourses({ signal }) });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}

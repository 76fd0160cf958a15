import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseTestsResponse } from "@shared/api/course-tests";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCourseTests({ courseId, signal }: { courseId: number; signal?: AbortSignal }) {
  return apiRequest<CourseTestsResponse>("GET", `/api/courses/${courseId}/tests`, undefined, { signal });
}

export const courseTestsQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.courseTests(courseId), queryFn: ({ signal }) => getCourseTests({ courseId, signal }) });

/** The course's tests, final assessment and reflective tasks as the student stands, and what the certificate needs. */
export function useCourseTests(courseId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...courseTestsQueryOptions(courseId ?? 0), enabled: enabled && courseId !== undefined });
}

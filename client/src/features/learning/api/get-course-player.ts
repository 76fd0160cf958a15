import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CoursePlayer } from "@shared/api/learning";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCoursePlayer({ courseId, signal }: { courseId: number; signal?: AbortSignal }) {
  return apiRequest<CoursePlayer>("GET", `/api/courses/${courseId}/learn`, undefined, { signal });
}

export const coursePlayerQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.coursePlayer(courseId), queryFn: ({ signal }) => getCoursePlayer({ courseId, signal }) });

/** The enrolled student's course: its lessons with ticks and where to continue. 403 when not enrolled or without a plan. */
export function useCoursePlayer(courseId: number | undefined) {
  return useQuery({ ...coursePlayerQueryOptions(courseId ?? 0), enabled: courseId !== undefined });
}

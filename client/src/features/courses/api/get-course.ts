import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseDetail } from "@shared/api/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Under the list's key, so invalidating the course list also refreshes every open course.
export const courseQueryKey = queryKeys.course;

export function getCourse({ id, signal }: { id: number; signal?: AbortSignal }) {
  return apiRequest<CourseDetail>("GET", `/api/courses/${id}`, undefined, { signal });
}

export const courseQueryOptions = (id: number) =>
  queryOptions({ queryKey: courseQueryKey(id), queryFn: ({ signal }) => getCourse({ id, signal }) });

/** A course by id; `id` undefined (an address that names no course) reads nothing. */
export function useCourse(id: number | undefined) {
  return useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** The course id in an address, or undefined when it is not a positive whole number. */
export function parseCourseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

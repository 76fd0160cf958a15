import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCourseDetail } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdminCourse({ id, signal }: { id: number; signal?: AbortSignal }) {
  return apiRequest<AdminCourseDetail>("GET", `/api/admin/courses/${id}`, undefined, { signal });
}

export const adminCourseQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.adminCourse(id), queryFn: ({ signal }) => getAdminCourse({ id, signal }) });

/** A course with every lesson and exercise, answers included (admins only). */
export function useAdminCourse(id: number) {
  return useQuery(adminCourseQueryOptions(id));
}

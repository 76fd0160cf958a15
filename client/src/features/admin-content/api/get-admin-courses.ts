import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCourse } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdminCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdminCourse[]>("GET", "/api/admin/courses", undefined, { signal });
}

export const adminCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminCourses, queryFn: ({ signal }) => getAdminCourses({ signal }) });

/** Every course, drafts included, with its number of lessons (admins only). */
export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}

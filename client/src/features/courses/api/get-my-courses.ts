import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyCoursesResponse } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// The dashboard reads the same answer under the same key (features do not import each other).

export function getMyCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MyCoursesResponse>("GET", "/api/me/courses", undefined, { signal });
}

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myCourses, queryFn: ({ signal }) => getMyCourses({ signal }) });

/** The signed-in student's courses; read only when `enabled` (a visitor has none). */
export function useMyCourses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myCoursesQueryOptions(), enabled });
}

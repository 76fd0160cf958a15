import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssessmentLevel } from "@shared/assessment";
import type { CourseSummary } from "@shared/api/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// The course list's own key: the catalogue and the home page read the same cache entry, so the
// results screen usually needs no request. The cache therefore keeps the whole list; filtering
// happens in `select`.

export function getCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CourseSummary[]>("GET", "/api/courses", undefined, { signal });
}

export const coursesForLevelQueryOptions = (level: AssessmentLevel) =>
  queryOptions({
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => getCourses({ signal }),
    select: (courses: CourseSummary[]) => courses.filter((course) => course.level === level),
  });

/** The courses whose level is the assessed CEFR band. */
export function useCoursesForLevel(level: AssessmentLevel) {
  return useQuery(coursesForLevelQueryOptions(level));
}

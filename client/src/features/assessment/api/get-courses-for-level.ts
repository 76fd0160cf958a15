import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlacementResult } from "@shared/api/placement";
import type { CourseSummary } from "@shared/api/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// The course list's own key: the catalogue and the home page read the same cache entry, so the
// results screen usually needs no request. The cache therefore keeps the whole list; filtering
// happens in `select`.

export function getCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CourseSummary[]>("GET", "/api/courses", undefined, { signal });
}

export const coursesForLevelQueryOptions = (level: PlacementResult["courseLevel"]) =>
  queryOptions({
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => getCourses({ signal }),
    select: (courses: CourseSummary[]) => courses.filter((course) => course.level === level),
  });

/** The courses of the level a placement starts at ("A1-A2", "B1-B2" or "C1-C2"). */
export function useCoursesForLevel(level: PlacementResult["courseLevel"]) {
  return useQuery(coursesForLevelQueryOptions(level));
}

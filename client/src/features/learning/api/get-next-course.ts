import { useQuery } from "@tanstack/react-query";
import type { CourseSummary } from "@shared/api/courses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The course after this one in the catalogue's order (the next level up), or null after the last. */
export function pickNextCourse(courses: CourseSummary[], courseId: number) {
  const index = courses.findIndex((course) => course.id === courseId);
  const next = index >= 0 ? courses.slice(index + 1).find((course) => course.lessonCount > 0) : undefined;
  return next ? { id: next.id, title: next.title, level: next.level } : null;
}

/** The next course to suggest once this one is finished; read only when asked (`enabled`). */
export function useNextCourse(courseId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    // The catalogue's own key: the same cached list the course pages read.
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => apiRequest<CourseSummary[]>("GET", "/api/courses", undefined, { signal }),
    select: (courses: CourseSummary[]) => pickNextCourse(courses, courseId),
    enabled,
  });
}

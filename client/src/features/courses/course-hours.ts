import type { CourseDetail, CourseSummary } from "@shared/api/courses";
import { formatCourseFigures } from "@/lib/format-duration";

// guidedHours is answered by the course API once the curriculum's hours are computed; older answers lack it.
type WithGuidedHours = { guidedHours?: number | null };

/** The course's guided learning hours (lessons, tests and tasks), or null when the API does not state them. */
export function guidedHoursOf(course: CourseSummary | CourseDetail): number | null {
  const hours = (course as WithGuidedHours).guidedHours;
  return typeof hours === "number" && hours > 0 ? hours : null;
}

export const formatGuidedHours = (hours: number) => `${hours} guided learning ${hours === 1 ? "hour" : "hours"}`;

/** "20 lessons · 5 modules · 42 guided learning hours"; the lessons' own time when hours are not stated. */
export function formatCourseFacts(course: CourseSummary | CourseDetail) {
  const hours = guidedHoursOf(course);
  if (hours === null || course.lessonCount === 0) return formatCourseFigures(course);
  const [lessons, modules] = formatCourseFigures(course).split(" · ");
  return [lessons, modules, formatGuidedHours(hours)].join(" · ");
}

/** The first sentence of a reflective task's prompt: what the task is, in a line. */
export function taskSummary(prompt: string) {
  const first = prompt.trim().split(/(?<=[.?!])\s+/)[0] ?? "";
  return first;
}

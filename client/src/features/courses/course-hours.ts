import type { CourseDetail, CourseSummary } from "@shared/api/courses";
import { translate, type Translate } from "@/i18n/use-t";

// guidedHours is answered by the course API once the curriculum's hours are computed; older answers lack it.
type WithGuidedHours = { guidedHours?: number | null };

/** The course's guided learning hours (lessons, tests and tasks), or null when the API does not state them. */
export function guidedHoursOf(course: CourseSummary | CourseDetail): number | null {
  const hours = (course as WithGuidedHours).guidedHours;
  return typeof hours === "number" && hours > 0 ? hours : null;
}

// `t` is the component's (from useT); without it, the language active at call time.

export const formatGuidedHours = (hours: number, t: Translate = translate) => t("courses.figures.guidedHours", { count: hours });

/** A course's length from its lessons' minutes: "10 min" under an hour, else to the half hour, "about 2½ hours". */
export function formatCourseLength(totalMinutes: number, t: Translate = translate) {
  if (totalMinutes < 60) return t("courses.figures.minutes", { count: totalMinutes });
  const halfHours = Math.round(totalMinutes / 30);
  return t("courses.figures.aboutHours", { hours: Math.floor(halfHours / 2), half: halfHours % 2 === 1 ? "yes" : "no" });
}

/** A module's minutes: "25 min", "2 h", "1 h 20 min". */
export function formatModuleTime(minutes: number, t: Translate = translate) {
  const whole = Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
  if (whole < 60) return t("courses.figures.minutes", { count: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t("courses.figures.hours", { hours }) : t("courses.figures.hoursMinutes", { hours, minutes: rest });
}

/**
 * "20 lessons · 5 modules · 42 guided learning hours"; the lessons' own time ("about 2½ hours") when hours are
 * not stated; "No lessons yet" for none.
 */
export function formatCourseFacts(course: CourseSummary | CourseDetail, t: Translate = translate) {
  if (course.lessonCount === 0) return t("courses.figures.noLessons");
  const hours = guidedHoursOf(course);
  return [
    t("courses.figures.lessons", { count: course.lessonCount }),
    t("courses.figures.modules", { count: course.moduleCount }),
    hours === null ? formatCourseLength(course.totalMinutes, t) : formatGuidedHours(hours, t),
  ].join(" · ");
}

/** The first sentence of a reflective task's prompt: what the task is, in a line. */
export function taskSummary(prompt: string) {
  const first = prompt.trim().split(/(?<=[.?!])\s+/)[0] ?? "";
  return first;
}

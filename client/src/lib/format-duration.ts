// How long things take, in words a student reads at a glance. One home for every duration on the site.
// The words follow the interface language; a component passes its `t` (from useT) so that it re-renders in a new one.
import { translate, type Translate } from "@/i18n/use-t";

/**
 * Time spent, from seconds: "0 min", "Under 1 min", "25 min", "2 h", "1 h 20 min" (minutes rounded down,
 * so a figure is never more than was spent).
 */
export function formatTimeSpent(seconds: number, t: Translate = translate) {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const minutes = Math.floor(safe / 60);
  if (minutes === 0) return safe > 0 ? t("common.duration.underOneMinute") : t("common.duration.minutes", { minutes: 0 });
  if (minutes < 60) return t("common.duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("common.duration.hours", { hours }) : t("common.duration.hoursMinutes", { hours, minutes: rest });
}

/** A course's length from its lessons' minutes: "10 min" under an hour, else to the half hour, "about 2½ hours". */
export function formatCourseLength(totalMinutes: number, t: Translate = translate) {
  if (totalMinutes < 60) return t("common.duration.minutes", { minutes: totalMinutes });
  const halfHours = Math.round(totalMinutes / 30);
  const hours = Math.floor(halfHours / 2);
  const hasHalf = halfHours % 2 === 1;
  // `count` chooses the plural (1½ hours is plural in English); `amount` is how it is written.
  return t("common.duration.aboutHours", { count: hasHalf ? hours + 0.5 : hours, amount: `${hours}${hasHalf ? "½" : ""}` });
}

/** "7 lessons · 2 modules · about 2½ hours", from the figures the API computes; "No lessons yet" for none. */
export function formatCourseFigures(
  {
    lessonCount,
    moduleCount,
    totalMinutes,
  }: {
    lessonCount: number;
    moduleCount: number;
    totalMinutes: number;
  },
  t: Translate = translate,
) {
  if (lessonCount === 0) return t("common.duration.noLessons");
  return [
    t("common.duration.lessons", { count: lessonCount }),
    t("common.duration.modules", { count: moduleCount }),
    formatCourseLength(totalMinutes, t),
  ].join(" · ");
}

import type { CourseDetail, CourseSummary } from "@shared/api/courses";
import { translate, type Translate } from "@/i18n/use-t";
import { guidedHoursOf } from "./course-hours";

/**
 * Guided learning hours a learner usually needs from the very start to reach each CEFR level: the lower
 * ends of Cambridge English's published guidance (A2 180-200, B1 350-400, B2 500-600, C1 700-800, C2
 * 1,000-1,200). A course is said to take a learner to its top level only when its own hours reach the gap.
 */
const HOURS_TO_REACH: Record<string, number> = { A1: 0, A2: 180, B1: 350, B2: 500, C1: 700, C2: 1000 };
const LEVEL_BEFORE: Record<string, string> = { A1: "A1", A2: "A1", B1: "A2", B2: "B1", C1: "B2", C2: "C1" };

/**
 * What a course covers, said from its guided hours (decision 0068): "A first 13-hour course towards A2",
 * "A 21-hour course from B1 towards B2"; a TEFL course is a teacher-training course of so many hours, its
 * level a name, not a regulated qualification. Null without stated hours or for a level of another kind.
 */
export function describeCourseScope(course: CourseSummary | CourseDetail, t: Translate = translate): string | null {
  const hours = guidedHoursOf(course);
  if (hours === null) return null;
  if (/^TEFL\b/i.test(course.level)) return t("courses.scope.teacherTraining", { hours });
  const match = /^([ABC][12])\s*-\s*([ABC][12])$/.exec(course.level.trim());
  if (!match) return null;
  const [, start, target] = match as unknown as [string, string, string];
  const needed = HOURS_TO_REACH[target]! - HOURS_TO_REACH[LEVEL_BEFORE[start]!]!;
  if (hours >= needed) return t("courses.scope.covers", { hours, start, target });
  return start === "A1" ? t("courses.scope.first", { hours, target }) : t("courses.scope.towards", { hours, start, target });
}

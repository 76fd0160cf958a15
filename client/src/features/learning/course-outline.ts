import { MODULE_NUMBERS, type CoursePlayer } from "@shared/api/learning";
import { translate } from "@/i18n/use-t";

type PlayerLesson = CoursePlayer["lessons"][number];

export type OutlineModule = { number: number; title: string; lessons: PlayerLesson[] };

/**
 * The lessons by module (1-5) in their order, each module named "Module 2: Everyday life" when the
 * course describes its modules, else "Module 2" (in the interface language when called). Modules without
 * lessons are left out.
 */
export function groupLessonsByModule(lessons: PlayerLesson[], moduleTitles: (string | undefined)[] = []): OutlineModule[] {
  return MODULE_NUMBERS.map((number) => {
    const title = moduleTitles[number - 1]?.trim();
    return {
      number,
      title: title ? translate("learning.module.nameWithTitle", { number, title }) : translate("learning.module.name", { number }),
      lessons: lessons.filter((lesson) => lesson.module === number).sort((a, b) => a.position - b.position),
    };
  }).filter((module) => module.lessons.length > 0);
}

export type ContinueAction =
  | { kind: "start" | "continue"; lessonId: number }
  | { kind: "complete"; firstLessonId: number | null }
  | { kind: "lessons-done"; firstLessonId: number | null }
  | { kind: "none" };

/**
 * The player's main button: Start (nothing done yet), Continue (to the next lesson), Course complete (the
 * progress the certificate needs is 100 %), or every lesson done with the final or tasks still to do.
 */
export function getContinueAction({
  enrollment,
  lessons,
  nextLessonId,
}: Pick<CoursePlayer, "enrollment" | "lessons" | "nextLessonId">): ContinueAction {
  if (lessons.length === 0) return { kind: "none" };
  const completed = lessons.filter((lesson) => lesson.isCompleted).length;
  if (enrollment.progress >= 100 || completed === lessons.length || nextLessonId === null) {
    const first = groupLessonsByModule(lessons)[0]?.lessons[0];
    // Progress counts the final assessment and reflective tasks beside the lessons (the certificate's rule).
    const firstLessonId = first?.id ?? null;
    return enrollment.progress >= 100 ? { kind: "complete", firstLessonId } : { kind: "lessons-done", firstLessonId };
  }
  return { kind: completed === 0 ? "start" : "continue", lessonId: nextLessonId };
}

/** The lesson after `lessonId` in the course's order (the modules', then their lessons'), or null. */
export function lessonAfter(modules: OutlineModule[], lessonId: number | null): PlayerLesson | null {
  if (lessonId === null) return null;
  const ordered = modules.flatMap((module) => module.lessons);
  const index = ordered.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? null : (ordered[index + 1] ?? null);
}

/**
 * The minutes of the lessons not done yet (their stated minutes, rounded up to 5): the time left on the
 * course's lessons. Module tests and the final are not in the outline, so they are not counted.
 */
export function lessonMinutesLeft(lessons: Pick<PlayerLesson, "isCompleted" | "estimatedMinutes">[]): number {
  const minutes = lessons.filter((lesson) => !lesson.isCompleted).reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0);
  return Math.ceil(minutes / 5) * 5;
}

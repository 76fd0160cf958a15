import { and, count, eq } from "drizzle-orm";
import { COURSE_NEEDS_PUBLISHED_LESSON, LAST_PUBLISHED_LESSON } from "../../shared/api/admin-content";
import { courses, lessons } from "../../shared/schema/courses";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

// A published course always holds a published lesson: otherwise the catalogue offers a course with
// "No lessons yet" and an Enroll button, and its certificate would certify nothing (issue 42, D40).

const countPublishedLessons = async (tx: DbExecutor, courseId: number) => {
  const [row] = await tx
    .select({ value: count() })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)));
  return row?.value ?? 0;
};

/** Publishing a course with no published lesson is refused (409). The caller holds the course row locked. */
export const requirePublishedLesson = async (tx: DbExecutor, courseId: number) => {
  if ((await countPublishedLessons(tx, courseId)) === 0) throw new AppError("conflict", COURSE_NEEDS_PUBLISHED_LESSON);
};

/**
 * Unpublishing the only published lesson of a published course is refused (409). Locks the course row
 * first, as publishing the course does, so an unpublish and a publish cannot pass each other's check.
 */
export const requireLessonLeftPublished = async (tx: DbExecutor, courseId: number) => {
  const [course] = await tx.select({ isPublished: courses.isPublished }).from(courses).where(eq(courses.id, courseId)).for("no key update");
  if (course?.isPublished && (await countPublishedLessons(tx, courseId)) <= 1) throw new AppError("conflict", LAST_PUBLISHED_LESSON);
};

import { and, asc, eq, sql } from "drizzle-orm";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

export const COURSE_NOT_FOUND = "Course not found";
export const LESSON_NOT_FOUND = "Lesson not found";
export const EXERCISE_NOT_FOUND = "Exercise not found";

/** A published course, or 404: a draft is as unknown to students as a missing one. */
export const requirePublishedCourse = async (db: DbExecutor, courseId: number) => {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, level: courses.level })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course;
};

/** The published lessons of a course in study order (module, then position), with their live exercise counts. */
export const listPublishedLessons = (db: DbExecutor, courseId: number) =>
  db
    .select({
      id: lessons.id,
      title: lessons.title,
      description: lessons.description,
      module: lessons.module,
      position: lessons.position,
      estimatedMinutes: lessons.estimatedMinutes,
      // A join, not a correlated subquery: drizzle leaves columns unqualified in a one-table select.
      exerciseCount: sql<number>`count(${exercises.id}) filter (where not ${exercises.isRetired})::int`,
    })
    .from(lessons)
    .leftJoin(exercises, eq(exercises.lessonId, lessons.id))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)))
    .groupBy(lessons.id)
    .orderBy(asc(lessons.module), asc(lessons.position), asc(lessons.id));

/** The exercises a student works through in a lesson: not retired, in order. */
export const listLiveExercises = (db: DbExecutor, lessonId: number) =>
  db
    .select()
    .from(exercises)
    .where(and(eq(exercises.lessonId, lessonId), eq(exercises.isRetired, false)))
    .orderBy(asc(exercises.position), asc(exercises.id));

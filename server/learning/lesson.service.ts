import { and, eq, inArray, sql } from "drizzle-orm";
import type { BestResult, LessonDetail, StudentExercise } from "../../shared/api/learning";
import { toStudentContent } from "../../shared/exercises/student-view";
import type { User } from "../../shared/schema/auth";
import { lessons } from "../../shared/schema/courses";
import { courseEnrollments, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { findEnrollment, requireEnrollment } from "./enrollment.service";
import { LESSON_NOT_FOUND, listLiveExercises, listPublishedLessons, requirePublishedCourse } from "./published-content";

/** The best attempt per exercise (score in percent of the maximum). */
export const bestResults = async (db: DbExecutor, userId: number, exerciseIds: number[]) => {
  if (exerciseIds.length === 0) return new Map<number, BestResult>();
  const rows = await db
    .select({
      exerciseId: userExerciseResults.exerciseId,
      score: sql<number>`max(${userExerciseResults.score})::int`,
      passed: sql<boolean>`bool_or(${userExerciseResults.passed})`,
    })
    .from(userExerciseResults)
    .where(and(eq(userExerciseResults.userId, userId), inArray(userExerciseResults.exerciseId, exerciseIds)))
    .groupBy(userExerciseResults.exerciseId);
  return new Map(rows.map((row) => [row.exerciseId, { score: row.score, maxScore: 100, passed: row.passed }]));
};

/** A published lesson of a published course, or 404. */
export const requirePublishedLesson = async (db: DbExecutor, lessonId: number) => {
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.isPublished, true)));
  if (!lesson) throw new AppError("not_found", LESSON_NOT_FOUND);
  const course = await requirePublishedCourse(db, lesson.courseId);
  return { lesson, course };
};

/**
 * GET /api/lessons/:id: the explanation and the exercises without their answers, for an enrolled
 * student (an admin may read any lesson). Records when the student started and last opened it.
 */
export const getLessonForStudent = async ({
  db,
  clock,
  user,
  lessonId,
}: {
  db: Database;
  clock: Clock;
  user: User;
  lessonId: number;
}): Promise<LessonDetail> => {
  const { lesson, course } = await requirePublishedLesson(db, lessonId);
  // An admin may read any lesson (to check it) without enrolling; a student must be enrolled.
  const enrollment = user.isAdmin
    ? await findEnrollment(db, user.id, course.id)
    : await requireEnrollment({ db, clock, user, courseId: course.id });
  const isEnrolled = enrollment !== undefined;
  const now = clock.now();
  let isCompleted = false;
  if (isEnrolled) {
    const [progress] = await db
      .insert(userLessonProgress)
      .values({ userId: user.id, lessonId, courseId: course.id, startedAt: now, lastAccessedAt: now })
      .onConflictDoUpdate({ target: [userLessonProgress.userId, userLessonProgress.lessonId], set: { lastAccessedAt: now } })
      .returning({ isCompleted: userLessonProgress.isCompleted });
    isCompleted = progress?.isCompleted ?? false;
    await db
      .update(courseEnrollments)
      .set({ lastAccessedAt: now })
      .where(and(eq(courseEnrollments.userId, user.id), eq(courseEnrollments.courseId, course.id)));
  }

  const exerciseRows = await listLiveExercises(db, lessonId);
  const best = await bestResults(
    db,
    user.id,
    exerciseRows.map((exercise) => exercise.id),
  );
  const exercises: StudentExercise[] = exerciseRows.flatMap((exercise) => {
    const content = toStudentContent(exercise.type, exercise.content);
    // Content that no longer fits its type is never shown (an authoring slip must not break the lesson).
    if (!content) return [];
    return [
      {
        id: exercise.id,
        title: exercise.title,
        description: exercise.description,
        type: exercise.type,
        difficulty: exercise.difficulty,
        skill: exercise.skill,
        points: exercise.points,
        position: exercise.position,
        content,
        best: best.get(exercise.id) ?? null,
      },
    ];
  });

  const outline = await listPublishedLessons(db, course.id);
  const index = outline.findIndex((item) => item.id === lessonId);
  return {
    id: lesson.id,
    courseId: course.id,
    courseTitle: course.title,
    title: lesson.title,
    description: lesson.description ?? "",
    module: lesson.module,
    position: lesson.position,
    estimatedMinutes: lesson.estimatedMinutes,
    content: lesson.content ?? "",
    examples: lesson.examples,
    vocabulary: lesson.vocabulary,
    exercises,
    isCompleted,
    previousLessonId: outline[index - 1]?.id ?? null,
    nextLessonId: outline[index + 1]?.id ?? null,
    nextLessonTitle: outline[index + 1]?.title ?? null,
  };
};

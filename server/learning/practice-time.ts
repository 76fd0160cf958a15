import { eq, sql } from "drizzle-orm";
import { exercises, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";

/** An attempt counts for at most this long: an exercise left open over lunch is not 40 minutes of practice. */
export const EXERCISE_ATTEMPT_MAX_SECONDS = 15 * 60;

/**
 * A student's practice time, in seconds, defined once: per lesson, the active time on its page (reported
 * by the browser, capped per visit, stored in user_lesson_progress.timeSpent), or, when that is less,
 * the time of the lesson's exercise attempts (each capped at 15 minutes). The page time includes the
 * exercises done on it, so the two are never added; the attempts stand in for visits whose page time
 * was never reported (older visits, a closed laptop). One query.
 */
export const sumPracticeSeconds = async (db: DbExecutor, userId: number) => {
  const attempts = db
    .select({
      lessonId: exercises.lessonId,
      seconds: sql<number>`sum(least(coalesce(${userExerciseResults.timeSpent}, 0), ${EXERCISE_ATTEMPT_MAX_SECONDS}))::int`.as(
        "attempt_seconds",
      ),
    })
    .from(userExerciseResults)
    .innerJoin(exercises, eq(exercises.id, userExerciseResults.exerciseId))
    .where(eq(userExerciseResults.userId, userId))
    .groupBy(exercises.lessonId)
    .as("attempts");
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(greatest(${userLessonProgress.timeSpent}, coalesce(${attempts.seconds}, 0))), 0)::int`,
    })
    .from(userLessonProgress)
    .leftJoin(attempts, eq(attempts.lessonId, userLessonProgress.lessonId))
    .where(eq(userLessonProgress.userId, userId));
  return row?.seconds ?? 0;
};

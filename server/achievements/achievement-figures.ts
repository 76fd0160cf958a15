import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AchievementRequirement } from "../../shared/api/achievements";
import { userProgress } from "../../shared/schema/achievements";
import { userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { localDate } from "../learning/streak";

/** What each requirement kind is measured on, for one student. */
export type AchievementFigures = Record<AchievementRequirement, number>;

/**
 * The student's figures for every requirement kind, from stored rows: lessons completed, the most lessons
 * completed in one calendar day of the student's time zone, exercises with a perfect (100 %) score, the
 * longest streak (a streak of 7 once reached is not lost by a later gap), and exercises passed.
 */
export const measureAchievementFigures = async (db: DbExecutor, user: { id: number; timeZone: string }): Promise<AchievementFigures> => {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, user.id));
  const completions = await db
    .select({ completedAt: userLessonProgress.completedAt })
    .from(userLessonProgress)
    .where(
      and(eq(userLessonProgress.userId, user.id), eq(userLessonProgress.isCompleted, true), isNotNull(userLessonProgress.completedAt)),
    );
  const perDay = new Map<string, number>();
  for (const { completedAt } of completions) {
    const day = localDate(completedAt!, user.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const [perfect] = await db
    .select({ value: sql<number>`count(distinct ${userExerciseResults.exerciseId})::int` })
    .from(userExerciseResults)
    .where(and(eq(userExerciseResults.userId, user.id), eq(userExerciseResults.score, 100)));
  return {
    lessons_completed: progress?.lessonsCompleted ?? 0,
    daily_lessons: Math.max(0, ...perDay.values()),
    perfect_score: perfect?.value ?? 0,
    streak_days: progress?.longestStreak ?? 0,
    exercises_completed: progress?.exercisesCompleted ?? 0,
  };
};

/** 0-100 towards a requirement. */
export const progressTowards = (figure: number, requirementValue: number) =>
  requirementValue <= 0 ? 100 : Math.min(100, Math.floor((figure / requirementValue) * 100));

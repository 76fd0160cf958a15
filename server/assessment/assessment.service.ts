import { desc, eq } from "drizzle-orm";
import type { AssessmentResult, MyAssessment } from "../../shared/api/assessment";
import { LANGUAGE_LEVEL_FOR_BAND, levelForScore } from "../../shared/assessment";
import { assessments } from "../../shared/schema/assessment";
import { users } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { ANSWER_KEY } from "./answer-key";

/** Score 0-5: one point per answer that matches the key. */
export const scoreAnswers = (answers: number[]) => answers.filter((answer, index) => answer === ANSWER_KEY[index]).length;

const toResult = (row: { score: number; level: string; completedAt: Date }, isSaved: boolean): AssessmentResult => {
  const band = levelForScore(row.score);
  return { score: row.score, level: band.level, levelName: band.name, completedAt: row.completedAt.toISOString(), isSaved };
};

/**
 * Scores a placement test. A visitor gets the result only; a student's result is stored and its band
 * becomes their current English level, in one transaction.
 */
export const takeAssessment = async ({
  db,
  clock,
  answers,
  userId,
}: {
  db: Database;
  clock: Clock;
  answers: number[];
  userId?: number;
}) => {
  const score = scoreAnswers(answers);
  const band = levelForScore(score);
  const completedAt = clock.now();
  if (!userId) return toResult({ score, level: band.level, completedAt }, false);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx.insert(assessments).values({ userId, score, level: band.level, completedAt }).returning();
    await tx.update(users).set({ languageLevel: LANGUAGE_LEVEL_FOR_BAND[band.level] }).where(eq(users.id, userId));
    return saved!;
  });
  return toResult(row, true);
};

export const getLatestAssessment = async ({ db, userId }: { db: Database; userId: number }): Promise<MyAssessment | null> => {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);
  // No test yet is a normal state of a new student: null, not an error status (the console stays clean).
  if (!row) return null;
  const { isSaved: _isSaved, ...result } = toResult(row, true);
  return result;
};

import { and, eq, gte, sql } from "drizzle-orm";
import { SECONDS_PER_ATTEMPT } from "../../shared/phonics/mastery";
import { phonicsGameSessions, voiceRecognitionResults } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";

export const PRACTICE_WEEK_MS = 7 * 86_400_000;

/**
 * The one definition of phonics practice time (docs/phonics.md): the time of finished games plus
 * SECONDS_PER_ATTEMPT for each voice-practice try (said, or judged by the parent), over the last 7 days.
 * A game's answers are inside its time, so they are not counted again. Answers seconds per learner of the
 * account: its children by id, the account itself under null.
 */
export const measureWeeklyPractice = async (db: DbExecutor, { userId, now }: { userId: number; now: Date }) => {
  const since = new Date(now.getTime() - PRACTICE_WEEK_MS);
  const [games, voices] = await Promise.all([
    db
      .select({ childId: phonicsGameSessions.childId, seconds: sql<number>`coalesce(sum(${phonicsGameSessions.timeSpent}), 0)::int` })
      .from(phonicsGameSessions)
      .where(and(eq(phonicsGameSessions.userId, userId), gte(phonicsGameSessions.completedAt, since)))
      .groupBy(phonicsGameSessions.childId),
    db
      .select({ childId: voiceRecognitionResults.childId, tries: sql<number>`count(*)::int` })
      .from(voiceRecognitionResults)
      .where(and(eq(voiceRecognitionResults.userId, userId), gte(voiceRecognitionResults.recordedAt, since)))
      .groupBy(voiceRecognitionResults.childId),
  ]);
  const seconds = new Map<number | null, number>();
  for (const row of games) seconds.set(row.childId, (seconds.get(row.childId) ?? 0) + row.seconds);
  for (const row of voices) seconds.set(row.childId, (seconds.get(row.childId) ?? 0) + row.tries * SECONDS_PER_ATTEMPT);
  return seconds;
};

import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PhonicsProgressItem } from "../../shared/api/phonics";
import { accuracyOf, MASTERY_RULE, masteryFor, SECONDS_PER_ATTEMPT } from "../../shared/phonics/mastery";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { phonicsProgress, voiceRecognitionResults, type PhonicsProgressRow } from "../../shared/schema/phonics";
import type { Database, DbExecutor } from "../db/connection";
import { localDate } from "../learning/streak";

type Learner = { userId: number; childId: number | null };

const SOUND_ORDER = new Map(PHONICS_SOUNDS.map((entry, index) => [entry.sound, index]));

export const toProgressItem = (row: PhonicsProgressRow): PhonicsProgressItem => ({
  id: row.id,
  sound: row.sound,
  attempts: row.attempts,
  successfulAttempts: row.successfulAttempts,
  accuracy: row.accuracy,
  // The rule is read here rather than trusting the stored column, so a row stored under an older rule
  // (before right days were counted) is never shown above what it has earned.
  masteryLevel: masteryFor(row),
  rightDays: row.rightDays,
  streakCount: row.streakCount,
  totalTimeSpent: row.totalTimeSpent,
  lastPracticed: row.lastPracticed?.toISOString() ?? null,
});

const isLearner = ({ userId, childId }: Learner) =>
  and(eq(phonicsProgress.userId, userId), childId === null ? isNull(phonicsProgress.childId) : eq(phonicsProgress.childId, childId));

/** GET /api/phonics/progress: the learner's sounds, in teaching order. */
export const listProgress = async (db: DbExecutor, learner: Learner): Promise<PhonicsProgressItem[]> =>
  (await db.select().from(phonicsProgress).where(isLearner(learner)).orderBy(asc(phonicsProgress.id)))
    .map(toProgressItem)
    .sort((a, b) => (SOUND_ORDER.get(a.sound) ?? 99) - (SOUND_ORDER.get(b.sound) ?? 99));

/** The stored level, in SQL, from the same rule as masteryFor (shared/phonics/mastery.ts). */
const masteryCase = (attempts: SQL, accuracy: SQL, rightDays: SQL) =>
  sql`case ${sql.join(
    MASTERY_RULE.map(
      (rule) =>
        sql`when ${attempts} >= ${rule.attempts} and ${accuracy} >= ${rule.accuracy} and ${rightDays} >= ${rule.rightDays} then ${rule.level}`,
    ),
    sql` `,
  )} else 'beginner' end`;

/**
 * One attempt at a sound, applied in one statement (concurrent attempts cannot lose one, and the row lock
 * of the upsert makes a second right answer on the same day see the first): attempts and successes
 * counted, a new day with a right answer counted once (the day in the parent's time zone), accuracy and
 * mastery recomputed, the streak of right answers in a row grown or reset, the time added. Answers the
 * updated row.
 */
export const recordPractice = async (
  db: DbExecutor,
  {
    learner,
    sound,
    isCorrect,
    timeSpent,
    now,
    timeZone,
  }: { learner: Learner; sound: string; isCorrect: boolean; timeSpent: number; now: Date; timeZone: string },
) => {
  const today = localDate(now, timeZone);
  const attempts = sql`${phonicsProgress.attempts} + 1`;
  const successes = sql`${phonicsProgress.successfulAttempts} + ${isCorrect ? 1 : 0}`;
  const accuracy = sql`round((${successes})::numeric * 1000 / (${attempts})) / 10`;
  const isNewRightDay = isCorrect ? sql`${phonicsProgress.lastRightDay} is distinct from ${today}::date` : sql`false`;
  const rightDays = sql`${phonicsProgress.rightDays} + (case when ${isNewRightDay} then 1 else 0 end)`;
  const first = { attempts: 1, successfulAttempts: isCorrect ? 1 : 0, rightDays: isCorrect ? 1 : 0 };
  const [row] = await db
    .insert(phonicsProgress)
    .values({
      userId: learner.userId,
      childId: learner.childId,
      sound,
      ...first,
      accuracy: accuracyOf(first.successfulAttempts, 1),
      masteryLevel: masteryFor(first),
      streakCount: isCorrect ? 1 : 0,
      totalTimeSpent: timeSpent,
      lastPracticed: now,
      lastRightDay: isCorrect ? today : null,
    })
    .onConflictDoUpdate({
      target: [phonicsProgress.userId, phonicsProgress.childId, phonicsProgress.sound],
      set: {
        attempts,
        successfulAttempts: successes,
        accuracy,
        rightDays,
        lastRightDay: isCorrect ? sql`${today}::date` : sql`${phonicsProgress.lastRightDay}`,
        masteryLevel: masteryCase(attempts, accuracy, rightDays),
        streakCount: isCorrect ? sql`${phonicsProgress.streakCount} + 1` : sql`0`,
        totalTimeSpent: sql`${phonicsProgress.totalTimeSpent} + ${timeSpent}`,
        lastPracticed: now,
        updatedAt: now,
      },
    })
    .returning();
  return toProgressItem(row!);
};

/**
 * A voice attempt: the text the browser's recognition heard (never audio) is kept, or for a try the
 * parent judged, no text and the feedback PARENT_JUDGED; either counts as one practice attempt of the
 * sound (SECONDS_PER_ATTEMPT seconds of practice time).
 */
export const recordVoiceResult = async (
  db: Database,
  input: {
    learner: Learner;
    targetSound: string;
    recognizedText: string;
    confidence: number;
    isCorrect: boolean;
    pronunciationScore: number;
    feedback?: string;
    now: Date;
    timeZone: string;
  },
) =>
  db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(voiceRecognitionResults)
      .values({
        userId: input.learner.userId,
        childId: input.learner.childId,
        targetSound: input.targetSound,
        recognizedText: input.recognizedText,
        confidence: input.confidence,
        isCorrect: input.isCorrect,
        pronunciationScore: input.pronunciationScore,
        feedback: input.feedback ?? null,
        recordedAt: input.now,
      })
      .returning({ id: voiceRecognitionResults.id });
    const progress = await recordPractice(tx, {
      learner: input.learner,
      sound: input.targetSound,
      isCorrect: input.isCorrect,
      timeSpent: SECONDS_PER_ATTEMPT,
      now: input.now,
      timeZone: input.timeZone,
    });
    return { id: stored!.id, progress };
  });

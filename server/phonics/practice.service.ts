import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { PhonicsProgressItem } from "../../shared/api/phonics";
import { accuracyOf, masteryFor, type MasteryLevel } from "../../shared/phonics/mastery";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { phonicsProgress, voiceRecognitionResults, type PhonicsProgressRow } from "../../shared/schema/phonics";
import type { Database, DbExecutor } from "../db/connection";

type Learner = { userId: number; childId: number | null };

const SOUND_ORDER = new Map(PHONICS_SOUNDS.map((entry, index) => [entry.sound, index]));

export const toProgressItem = (row: PhonicsProgressRow): PhonicsProgressItem => ({
  id: row.id,
  sound: row.sound,
  attempts: row.attempts,
  successfulAttempts: row.successfulAttempts,
  accuracy: row.accuracy,
  masteryLevel: row.masteryLevel as MasteryLevel,
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

/**
 * One attempt at a sound, applied in one statement (concurrent attempts cannot lose one): attempts and
 * successes counted, accuracy and mastery recomputed from them, the streak of right answers in a row
 * grown or reset, the time added. Answers the updated row.
 */
export const recordPractice = async (
  db: DbExecutor,
  { learner, sound, isCorrect, timeSpent, now }: { learner: Learner; sound: string; isCorrect: boolean; timeSpent: number; now: Date },
) => {
  const attempts = sql`${phonicsProgress.attempts} + 1`;
  const successes = sql`${phonicsProgress.successfulAttempts} + ${isCorrect ? 1 : 0}`;
  const accuracy = sql`round((${successes})::numeric * 1000 / (${attempts})) / 10`;
  const [row] = await db
    .insert(phonicsProgress)
    .values({
      userId: learner.userId,
      childId: learner.childId,
      sound,
      attempts: 1,
      successfulAttempts: isCorrect ? 1 : 0,
      accuracy: accuracyOf(isCorrect ? 1 : 0, 1),
      masteryLevel: masteryFor(accuracyOf(isCorrect ? 1 : 0, 1)),
      streakCount: isCorrect ? 1 : 0,
      totalTimeSpent: timeSpent,
      lastPracticed: now,
    })
    .onConflictDoUpdate({
      target: [phonicsProgress.userId, phonicsProgress.childId, phonicsProgress.sound],
      set: {
        attempts,
        successfulAttempts: successes,
        accuracy,
        masteryLevel: sql`case when ${accuracy} >= 95 then 'mastered' when ${accuracy} >= 80 then 'advanced' when ${accuracy} >= 60 then 'intermediate' else 'beginner' end`,
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
 * A voice attempt: the text the browser's recognition heard (never audio) is kept, and it counts as one
 * practice attempt of the sound (5 seconds).
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
      timeSpent: 5,
      now: input.now,
    });
    return { id: stored!.id, progress };
  });

import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { ChildAvatar, FamilyChildSummary } from "../../shared/api/phonics";
import { SECONDS_PER_ATTEMPT } from "../../shared/phonics/mastery";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { phonicsChildren, phonicsGameSessions, phonicsProgress, voiceRecognitionResults } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";

const WEEK_MS = 7 * 86_400_000;
const NEXT_SOUNDS = 3;

/**
 * GET /api/phonics/family: per child, the sounds mastered, practice time over the last 7 days (games'
 * time plus 5 seconds per voice attempt) and the sounds to practise next: the least accurate ones
 * practised but not mastered, then the next ones in teaching order not yet tried.
 */
export const getFamilySummary = async (db: DbExecutor, { userId, now }: { userId: number; now: Date }): Promise<FamilyChildSummary[]> => {
  const children = await db.select().from(phonicsChildren).where(eq(phonicsChildren.parentUserId, userId)).orderBy(asc(phonicsChildren.id));
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const since = new Date(now.getTime() - WEEK_MS);
  const [progress, games, voices] = await Promise.all([
    db.select().from(phonicsProgress).where(inArray(phonicsProgress.childId, ids)),
    db
      .select({ childId: phonicsGameSessions.childId, seconds: sql<number>`coalesce(sum(${phonicsGameSessions.timeSpent}), 0)::int` })
      .from(phonicsGameSessions)
      .where(and(inArray(phonicsGameSessions.childId, ids), gte(phonicsGameSessions.completedAt, since)))
      .groupBy(phonicsGameSessions.childId),
    db
      .select({ childId: voiceRecognitionResults.childId, attempts: sql<number>`count(*)::int` })
      .from(voiceRecognitionResults)
      .where(and(inArray(voiceRecognitionResults.childId, ids), gte(voiceRecognitionResults.recordedAt, since)))
      .groupBy(voiceRecognitionResults.childId),
  ]);
  return children.map((child) => {
    const rows = progress.filter((row) => row.childId === child.id);
    const practised = new Set(rows.map((row) => row.sound));
    const weak = rows
      .filter((row) => row.masteryLevel !== "mastered")
      .sort((a, b) => a.accuracy - b.accuracy)
      .map((row) => row.sound);
    const untried = PHONICS_SOUNDS.filter((entry) => !practised.has(entry.sound)).map((entry) => entry.sound);
    return {
      childId: child.id,
      firstName: child.firstName,
      avatar: child.avatar as ChildAvatar,
      soundsMastered: rows.filter((row) => row.masteryLevel === "mastered").length,
      weeklyPracticeSeconds:
        (games.find((row) => row.childId === child.id)?.seconds ?? 0) +
        (voices.find((row) => row.childId === child.id)?.attempts ?? 0) * SECONDS_PER_ATTEMPT,
      practiseNext: [...weak, ...untried].slice(0, NEXT_SOUNDS),
    };
  });
};

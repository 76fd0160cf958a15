import { asc, eq, inArray } from "drizzle-orm";
import type { ChildAvatar, FamilyChildSummary } from "../../shared/api/phonics";
import { accuracyOf, masteryFor } from "../../shared/phonics/mastery";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { phonicsChildren, phonicsProgress } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";
import { measureWeeklyPractice } from "./practice-time";

const NEXT_SOUNDS = 3;

/**
 * GET /api/phonics/family: per child, the sounds mastered, practice time over the last 7 days (the one
 * definition of practice-time.ts) and the sounds to practise next: the least accurate ones
 * practised but not mastered, then the next ones in teaching order not yet tried.
 */
export const getFamilySummary = async (db: DbExecutor, { userId, now }: { userId: number; now: Date }): Promise<FamilyChildSummary[]> => {
  const children = await db.select().from(phonicsChildren).where(eq(phonicsChildren.parentUserId, userId)).orderBy(asc(phonicsChildren.id));
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const [progress, weekly] = await Promise.all([
    db.select().from(phonicsProgress).where(inArray(phonicsProgress.childId, ids)),
    measureWeeklyPractice(db, { userId, now }),
  ]);
  return children.map((child) => {
    const rows = progress.filter((row) => row.childId === child.id);
    const practised = new Set(rows.map((row) => row.sound));
    const weak = rows
      .filter((row) => masteryFor(row) !== "mastered")
      .sort((a, b) => accuracyOf(a.successfulAttempts, a.attempts) - accuracyOf(b.successfulAttempts, b.attempts))
      .map((row) => row.sound);
    const untried = PHONICS_SOUNDS.filter((entry) => !practised.has(entry.sound)).map((entry) => entry.sound);
    return {
      childId: child.id,
      firstName: child.firstName,
      avatar: child.avatar as ChildAvatar,
      soundsMastered: rows.filter((row) => masteryFor(row) === "mastered").length,
      weeklyPracticeSeconds: weekly.get(child.id) ?? 0,
      practiseNext: [...weak, ...untried].slice(0, NEXT_SOUNDS),
    };
  });
};

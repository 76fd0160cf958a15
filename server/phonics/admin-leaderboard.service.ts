import { eq, sql, type SQL } from "drizzle-orm";
import { LEADERBOARD_ENTRY_NOT_FOUND, type LeaderboardRemoval } from "../../shared/api/phonics";
import { phonicsChildren } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

const setRemovedAt = async ({
  db,
  childId,
  removedAt,
}: {
  db: DbExecutor;
  childId: number;
  removedAt: SQL | null;
}): Promise<LeaderboardRemoval> => {
  const [child] = await db
    .update(phonicsChildren)
    .set({ leaderboardRemovedAt: removedAt })
    .where(eq(phonicsChildren.id, childId))
    .returning({ childId: phonicsChildren.id, removedAt: phonicsChildren.leaderboardRemovedAt });
  if (!child) throw new AppError("not_found", LEADERBOARD_ENTRY_NOT_FOUND);
  return { childId: child.childId, removedAt: child.removedAt?.toISOString() ?? null };
};

/**
 * POST /api/admin/phonics/leaderboard/:childId/remove: the child no longer shows on the leaderboard,
 * whatever its parent chooses, until an admin restores it. Removing twice keeps the first time, so two
 * admins acting at once both succeed.
 */
export const removeFromLeaderboard = ({ db, clock, childId }: { db: DbExecutor; clock: Clock; childId: number }) =>
  setRemovedAt({ db, childId, removedAt: sql`coalesce(${phonicsChildren.leaderboardRemovedAt}, ${clock.now()})` });

/** POST /api/admin/phonics/leaderboard/:childId/restore: shown again (if its parent still opts in). */
export const restoreToLeaderboard = ({ db, childId }: { db: DbExecutor; childId: number }) =>
  setRemovedAt({ db, childId, removedAt: null });

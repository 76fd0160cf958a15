import { eq, sql, type SQL } from "drizzle-orm";
import { LEADERBOARD_ENTRY_NOT_FOUND, type LeaderboardRemoval } from "../../shared/api/phonics";
import { phonicsChildren } from "../../shared/schema/phonics";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

type Options = { db: Database; clock: Clock; actor: AuditActor; childId: number };

/** Sets the removal and records it; the child is named by its leaderboard nickname, never its first name. */
const setRemovedAt = ({ db, clock, actor, childId, removedAt }: Options & { removedAt: SQL | null }): Promise<LeaderboardRemoval> =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ removedAt: phonicsChildren.leaderboardRemovedAt, nickname: phonicsChildren.leaderboardNickname })
      .from(phonicsChildren)
      .where(eq(phonicsChildren.id, childId))
      .for("update");
    if (!before) throw new AppError("not_found", LEADERBOARD_ENTRY_NOT_FOUND);
    const [child] = await tx
      .update(phonicsChildren)
      .set({ leaderboardRemovedAt: removedAt })
      .where(eq(phonicsChildren.id, childId))
      .returning({ childId: phonicsChildren.id, removedAt: phonicsChildren.leaderboardRemovedAt });
    const isRemoval = removedAt !== null;
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: isRemoval ? "leaderboard.remove" : "leaderboard.restore",
      targetType: "phonics_child",
      targetId: childId,
      summary: `${isRemoval ? "Removed" : "Restored"} "${before.nickname ?? "a child without a nickname"}" ${isRemoval ? "from" : "to"} the phonics leaderboard`,
      before: { removedAt: before.removedAt?.toISOString() ?? null },
      after: { removedAt: child!.removedAt?.toISOString() ?? null },
    });
    return { childId: child!.childId, removedAt: child!.removedAt?.toISOString() ?? null };
  });

/**
 * POST /api/admin/phonics/leaderboard/:childId/remove: the child no longer shows on the leaderboard,
 * whatever its parent chooses, until an admin restores it. Removing twice keeps the first time, so two
 * admins acting at once both succeed.
 */
export const removeFromLeaderboard = (options: Options) =>
  setRemovedAt({ ...options, removedAt: sql`coalesce(${phonicsChildren.leaderboardRemovedAt}, ${options.clock.now()})` });

/** POST /api/admin/phonics/leaderboard/:childId/restore: shown again (if its parent still opts in). */
export const restoreToLeaderboard = (options: Options) => setRemovedAt({ ...options, removedAt: null });

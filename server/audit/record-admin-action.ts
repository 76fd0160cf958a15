import { auditLog } from "../../shared/schema";
import type { DbExecutor } from "../db/connection";

/** Who acted: the signed-in admin (req.user). */
export type AuditActor = { id: number; username: string };

export type AdminAction = {
  /** When it happened, by the app's clock (never the database's): the log is filtered and pruned by it. */
  now: Date;
  /** A dotted verb: plan.create, plan.update, subscription.extend, payment.refund, course.publish… */
  action: string;
  targetType: string;
  targetId: string | number;
  /** One line a person reads in the log, e.g. `Price of "Premium" from R199.00 to R249.00`. */
  summary: string;
  /** The record's fields that the action changed, before and after (null for a creation or a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records an admin's action. Call it inside the same transaction as the change it describes (pass the
 * transaction as `db`), so the log never claims a change that was rolled back, nor misses one that was made.
 * A read that hands over data (a backup download, a mail opened) is recorded the same way, without a
 * transaction. Never pass a secret, a token or a whole text: before and after hold the changed fields.
 */
export const recordAdminAction = async (db: DbExecutor, actor: AuditActor, entry: AdminAction): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
};

import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { ADMIN_SUBSCRIPTION_MESSAGES } from "../../shared/api/admin-subscriptions";
import { subscriptions } from "../../shared/schema/billing";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import { refreshSubscriptionLevel } from "../billing/subscription-level";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { formatSchoolDate, lockStudentSubscription, requireSubscriptionRow, withReason } from "./student-target";

/**
 * Goodwill days: the current period's end moves by `days`; no money moves. A subscription in its grace
 * period whose new end is in the future is active again (the lifecycle job reads the new end on its
 * next run, and the renewal reminders follow it). An ended or refunding subscription is not extended:
 * coming back is a new payment (decision 0053).
 */
export const extendSubscription = async ({
  db,
  clock,
  actor,
  userId,
  days,
  reason,
}: {
  db: Database;
  clock: Clock;
  actor: AuditActor;
  userId: number;
  days: number;
  reason: string;
}) => {
  await db.transaction(async (tx) => {
    const row = requireSubscriptionRow((await lockStudentSubscription(tx, userId)).subscription);
    if (row.status === "expired") throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.extendEnded);
    if (row.status === "refund_pending") throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.extendRefunding);
    const currentPeriodEnd = addDays(row.currentPeriodEnd, days);
    const status = row.status === "past_due" && currentPeriodEnd > clock.now() ? "active" : row.status;
    await tx.update(subscriptions).set({ currentPeriodEnd, status }).where(eq(subscriptions.id, row.id));
    await refreshSubscriptionLevel(tx, [userId]);
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: "subscription.extend",
      targetType: "subscription",
      targetId: row.id,
      summary: withReason(`Extended by ${days} day${days === 1 ? "" : "s"} to ${formatSchoolDate(currentPeriodEnd)}`, reason),
      before: { currentPeriodEnd: row.currentPeriodEnd.toISOString(), status: row.status },
      after: { currentPeriodEnd: currentPeriodEnd.toISOString(), status, days, reason },
    });
  });
};

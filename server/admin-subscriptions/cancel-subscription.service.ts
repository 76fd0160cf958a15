import { eq } from "drizzle-orm";
import { ADMIN_SUBSCRIPTION_MESSAGES } from "../../shared/api/admin-subscriptions";
import { subscriptions } from "../../shared/schema/billing";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import { cancelSubscription } from "../billing/subscription.service";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { formatSchoolDate, isTrialRow, lockStudentSubscription, requireSubscriptionRow, withReason } from "./student-target";

type Options = { db: Database; clock: Clock; actor: AuditActor; userId: number; reason: string };

/** What the student's own Cancel does (access to the period's end, no more reminders), done for them. */
export const cancelStudentSubscription = async ({ db, clock, actor, userId, reason }: Options) => {
  await db.transaction(async (tx) => {
    const row = requireSubscriptionRow((await lockStudentSubscription(tx, userId)).subscription);
    if (row.cancelAtPeriodEnd || row.status === "cancelled") throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.alreadyCancelled);
    if (row.status !== "active" && row.status !== "past_due") throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.notCancellable);
    await cancelSubscription({ db: tx, userId });
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: "subscription.cancel",
      targetType: "subscription",
      targetId: row.id,
      summary: withReason(`Cancelled: access ends on ${formatSchoolDate(row.currentPeriodEnd)}`, reason),
      before: { status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd, pendingPlanId: row.pendingPlanId },
      after: { status: "cancelled", cancelAtPeriodEnd: true, pendingPlanId: null, reason },
    });
  });
};

/** Undoes a cancellation while the paid period runs: renewal reminders start again. A trial is not a paid plan to keep. */
export const resumeStudentSubscription = async ({ db, clock, actor, userId, reason }: Options) => {
  await db.transaction(async (tx) => {
    const row = requireSubscriptionRow((await lockStudentSubscription(tx, userId)).subscription);
    if (row.status !== "cancelled" || isTrialRow(row) || row.currentPeriodEnd <= clock.now()) {
      throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.notResumable);
    }
    await tx.update(subscriptions).set({ status: "active", cancelAtPeriodEnd: false }).where(eq(subscriptions.id, row.id));
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: "subscription.resume",
      targetType: "subscription",
      targetId: row.id,
      summary: withReason(`Cancellation undone: renews from ${formatSchoolDate(row.currentPeriodEnd)}`, reason),
      before: { status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd },
      after: { status: "active", cancelAtPeriodEnd: false, reason },
    });
  });
};

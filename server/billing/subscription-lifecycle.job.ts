import { addDays, differenceInCalendarDays } from "date-fns";
import { and, eq, lte, or } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptionReminders, subscriptions } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { renewalReminderMail } from "./receipt-mail";
import { refreshSubscriptionLevel } from "./subscription-level";

export const REMINDER_DAYS_BEFORE = [5, 1] as const;
export const GRACE_DAYS = 3;

/**
 * The daily subscription run: renewal reminders 5 and 1 days before the period ends (each once, with a
 * link that opens a fresh checkout), past_due at the period end, expired after the grace period (or at
 * the end for a cancelled one). users.subscriptionLevel follows.
 */
export const runSubscriptionLifecycle = async ({ db, clock, siteOrigin }: { db: Database; clock: Clock; siteOrigin: string }) => {
  const now = clock.now();
  const summary = { reminders: 0, pastDue: 0, expired: 0 };

  const dueSoon = await db
    .select({ subscription: subscriptions, user: users, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.status, "active"),
        eq(subscriptions.cancelAtPeriodEnd, false), // A day more than the first reminder: which reminder is due is decided below, by calendar days.
        lte(subscriptions.currentPeriodEnd, addDays(now, REMINDER_DAYS_BEFORE[0] + 1)),
      ),
    );
  for (const { subscription, user, plan } of dueSoon) {
    const daysLeft = differenceInCalendarDays(subscription.currentPeriodEnd, now);
    const kind = REMINDER_DAYS_BEFORE.find((days) => daysLeft <= days && daysLeft > (days === 1 ? 0 : 1));
    if (kind === undefined || subscription.currentPeriodEnd <= now) continue;
    const renewPlanId = subscription.pendingPlanId ?? plan.id;
    await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(subscriptionReminders)
        .values({ subscriptionId: subscription.id, periodEnd: subscription.currentPeriodEnd, kind: `${kind}-days` })
        .onConflictDoNothing()
        .returning();
      if (!reminder) return;
      await enqueueMail({
        db: tx,
        now,
        mail: renewalReminderMail({
          to: user.email,
          name: user.firstName || user.username,
          planName: plan.name,
          periodEnd: subscription.currentPeriodEnd,
          renewUrl: `${siteOrigin}/subscribe/${renewPlanId}`,
          daysLeft: Math.max(daysLeft, 1),
          locale: user.locale,
        }),
      });
      summary.reminders++;
    });
  }

  const pastDue = await db
    .update(subscriptions)
    .set({ status: "past_due" })
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, now)))
    .returning({ id: subscriptions.id });
  summary.pastDue = pastDue.length;

  // One transaction: a payment that lands meanwhile either waits for it (the rows are locked) and then
  // re-activates the subscription, or committed first, and then this update no longer matches the row.
  // The level is derived from what the subscriptions are after the update, never cleared blindly.
  summary.expired = await db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: "expired" })
      .where(
        or(
          // Past due: after the grace period. Cancelled (and trials): at the period end.
          and(eq(subscriptions.status, "past_due"), lte(subscriptions.currentPeriodEnd, addDays(now, -GRACE_DAYS))),
          and(eq(subscriptions.status, "cancelled"), lte(subscriptions.currentPeriodEnd, now)),
        ),
      )
      .returning({ userId: subscriptions.userId });
    await refreshSubscriptionLevel(
      tx,
      ended.map((row) => row.userId),
    );
    return ended.length;
  });
  return summary;
};

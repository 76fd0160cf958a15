import { addDays } from "date-fns";
import { desc, eq } from "drizzle-orm";
import type { DisplayStatus, MySubscriptionResponse } from "../../shared/api/billing";
import { payments, subscriptionPlans, subscriptions, type Subscription } from "../../shared/schema/billing";
import type { User } from "../../shared/schema/auth";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { YocoClient } from "../lib/payments/yoco-client";
import { getCourseChoiceState } from "./course-choice.service";
import { getActivePlan } from "./plans.service";
import { getRefundEligibility, refundSubscription } from "./money-back-guarantee.service";
import { ACCESS_STATUSES, refreshSubscriptionLevel } from "./subscription-level";

export const NO_SUBSCRIPTION = "You do not have a subscription";
export const TRIAL_USED = "The free trial can be used once per account";
export const TRIAL_KIDS_ONLY = "The free trial is available for the kids plans";
export const NO_TRIAL = "This plan has no free trial";
export const TRIAL_NEEDS_CONFIRMED_EMAIL = "Confirm your email address to start the free trial.";
export const SAME_PLAN = "You are already on this plan";
export const NOT_CHANGEABLE = "Only an active subscription can change plan";

const hasAccessStatus = (subscription: Subscription) => (ACCESS_STATUSES as readonly string[]).includes(subscription.status);

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The status as the student is told it (see DISPLAY_STATUSES): the cause of a trial once read as "Cancelled". */
export const deriveDisplayStatus = (row: Subscription, isTrial: boolean, now: Date): DisplayStatus => {
  const hasPeriodEnded = row.currentPeriodEnd <= now;
  if (isTrial) return row.status === "expired" || hasPeriodEnded ? "trial_ended" : "trial";
  if (row.status === "cancelled" || (row.status === "active" && row.cancelAtPeriodEnd)) return hasPeriodEnded ? "expired" : "ending";
  return row.status;
};

export const getMySubscription = async ({
  db,
  clock,
  userId,
}: {
  db: Database;
  clock: Clock;
  userId: number;
}): Promise<MySubscriptionResponse> => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paymentRows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      paidAt: payments.paidAt,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      planName: subscriptionPlans.name,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    // Every payment of the account, failed and abandoned ones too (a student asks what happened to them).
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const history = paymentRows.map((payment) => ({
    ...payment,
    paidAt: isoOrNull(payment.paidAt),
    periodStart: isoOrNull(payment.periodStart),
    periodEnd: isoOrNull(payment.periodEnd),
    refundedAt: isoOrNull(payment.refundedAt),
  }));
  if (!row) return { subscription: null, payments: history };
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
  const [pending] = row.pendingPlanId ? await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.pendingPlanId)) : [];
  const refund = await getRefundEligibility({ db, clock, userId });
  const isTrial = row.firstPaidAt === null && row.trialUsedAt !== null;
  return {
    subscription: {
      plan: {
        id: plan!.id,
        name: plan!.name,
        price: row.price ?? plan!.price,
        billingInterval: plan!.billingInterval,
        audience: plan!.audience,
        ...(plan!.audience === "adult" ? { courseAccess: plan!.courseAccess } : {}),
      },
      status: row.status,
      displayStatus: deriveDisplayStatus(row, isTrial, clock.now()),
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      pendingPlan: pending ? { id: pending.id, name: pending.name } : null,
      isTrial,
      canRefund: (!isTrial && hasAccessStatus(row) && refund.isOpen) || (row.status === "refund_pending" && refund.hasUnsentRefund),
      refundDeadline: refund.isUsed ? null : (refund.deadline?.toISOString() ?? null),
      courseChoice: plan!.audience === "adult" ? await getCourseChoiceState(db, row, plan!.courseAccess) : null,
    },
    payments: history,
  };
};

const requireSubscription = async (db: Database, userId: number) => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || row.status === "expired") throw new AppError("not_found", NO_SUBSCRIPTION);
  return row;
};

/** Access continues to the end of the paid period; no renewal reminder after that. */
export const cancelSubscription = async ({ db, userId }: { db: Database; userId: number }) => {
  const row = await requireSubscription(db, userId);
  await db
    .update(subscriptions)
    .set({ status: "cancelled", cancelAtPeriodEnd: true, pendingPlanId: null })
    .where(eq(subscriptions.id, row.id));
};

/** The new plan applies from the next billing period: the next renewal link and payment use it. */
export const changePlan = async ({ db, userId, planId }: { db: Database; userId: number; planId: number }) => {
  const row = await requireSubscription(db, userId);
  if (row.status !== "active" && row.status !== "past_due") throw new AppError("validation", NOT_CHANGEABLE);
  const plan = await getActivePlan({ db, id: planId });
  if (plan.id === row.planId) {
    await db.update(subscriptions).set({ pendingPlanId: null }).where(eq(subscriptions.id, row.id));
    throw new AppError("validation", SAME_PLAN);
  }
  await db.update(subscriptions).set({ pendingPlanId: plan.id }).where(eq(subscriptions.id, row.id));
};

/** The 7-day money-back guarantee for the student's subscription (see money-back-guarantee.service.ts). */
export const refundMySubscription = async ({
  db,
  yoco,
  clock,
  userId,
}: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  userId: number;
}) => {
  const subscription = await requireSubscription(db, userId);
  await refundSubscription({ db, yoco, clock, subscription });
};

/**
 * A kids plan without payment for the plan's trial days (7 for the seeded plans), once per account, and
 * only for a confirmed address: otherwise every throwaway registration were another free week (decision 0067).
 */
export const startTrial = async ({ db, clock, user, planId }: { db: Database; clock: Clock; user: User; planId: number }) => {
  const userId = user.id;
  const plan = await getActivePlan({ db, id: planId });
  if (plan.audience !== "kids") throw new AppError("validation", TRIAL_KIDS_ONLY);
  if (plan.trialDays <= 0) throw new AppError("validation", NO_TRIAL);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (row && (row.trialUsedAt || row.firstPaidAt)) throw new AppError("conflict", TRIAL_USED);
  if (!hasConfirmedAddress(user)) throw new AppError("email_unconfirmed", TRIAL_NEEDS_CONFIRMED_EMAIL);
  const now = clock.now();
  const values = {
    planId: plan.id,
    status: "cancelled" as const,
    cancelAtPeriodEnd: true,
    currentPeriodStart: now,
    currentPeriodEnd: addDays(now, plan.trialDays),
    trialUsedAt: now,
  };
  await db.transaction(async (tx) => {
    if (row) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
    else await tx.insert(subscriptions).values({ userId, ...values });
    await refreshSubscriptionLevel(tx, [userId]);
  });
};

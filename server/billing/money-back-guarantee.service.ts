import type { PaymentStatus } from "../../shared/api/billing";
import { addDays } from "date-fns";
import { and, eq, inArray, isNotNull, isNull, min, sql } from "drizzle-orm";
import { payments, subscriptions, type Subscription } from "../../shared/schema/billing";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { refreshSubscriptionLevel } from "./subscription-level";

export const REFUND_WINDOW_DAYS = 7;
export const REFUND_WINDOW_CLOSED = "The 7-day money-back guarantee applies within 7 days of your first payment";
export const REFUND_ALREADY_USED = "The money-back guarantee has already been used on this account";

/** Payment states that count as "money was taken" for the guarantee, and those that mean it was used. */
const EVER_PAID: PaymentStatus[] = ["paid", "refund_pending", "refunded"];
const REFUND_USED: PaymentStatus[] = ["refund_pending", "refunded"];

/**
 * The guarantee is once per account, and its 7 days count from the account's first-ever paid
 * subscription payment: a refund, a new subscription or a late renewal never starts a new window.
 */
export const getRefundEligibility = async ({ db, clock, userId }: { db: DbExecutor; clock: Clock; userId: number }) => {
  const [summary] = await db
    .select({
      firstPaidAt: min(payments.paidAt),
      refundsUsed: sql<number>`count(*) filter (where ${inArray(payments.status, REFUND_USED)})`.mapWith(Number),
      refundsUnsent: sql<number>`count(*) filter (where ${payments.status} = 'refund_pending' and ${payments.refundId} is null)`.mapWith(
        Number,
      ),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, "subscription"), inArray(payments.status, EVER_PAID)));
  const deadline = summary?.firstPaidAt ? addDays(summary.firstPaidAt, REFUND_WINDOW_DAYS) : null;
  const isUsed = (summary?.refundsUsed ?? 0) > 0;
  // A refund asked for while Yoco was unreachable: the student may ask again to send it.
  const hasUnsentRefund = (summary?.refundsUnsent ?? 0) > 0;
  return { deadline, isUsed, isOpen: !isUsed && deadline !== null && deadline > clock.now(), hasUnsentRefund };
};

/**
 * The 7-day money-back guarantee: every subscription payment the account made (all of them fall inside
 * the window) is refunded through Yoco, and access ends at once.
 *
 * The refund is recorded first (payments and subscription `refund_pending`, in one transaction), then
 * asked of Yoco: Yoco's refund event, which may arrive before Yoco's answer, always finds it pending
 * (see refund-events.service.ts). A pending payment without a refund id has not reached Yoco yet: when
 * Yoco was unreachable the student asks again, and only those are sent (each under its own idempotency
 * key, so nothing is refunded twice).
 */
export const refundSubscription = async ({
  db,
  yoco,
  clock,
  subscription,
}: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  subscription: Subscription;
}) => {
  const userId = subscription.userId;
  // A refund under way is finished, not judged again: the window was open when it was asked for.
  if (subscription.status !== "refund_pending") {
    const eligibility = await getRefundEligibility({ db, clock, userId });
    if (eligibility.isUsed) throw new AppError("validation", REFUND_ALREADY_USED);
    if (!eligibility.isOpen) throw new AppError("validation", REFUND_WINDOW_CLOSED);
    await markRefundPending(db, subscription.id, userId);
  }
  const unsent = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.kind, "subscription"), eq(payments.status, "refund_pending"), isNull(payments.refundId)),
    );
  try {
    for (const payment of unsent) {
      const refund = await yoco.refundCheckout(payment.checkoutId!, { idempotencyKey: `refund-${payment.id}` });
      // Only while still pending: Yoco's event may already have settled it.
      await db
        .update(payments)
        .set({ refundId: refund.refundId })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "refund_pending"), isNull(payments.refundId)));
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", REFUND_NOT_SENT);
    throw error;
  }
};

export const REFUND_NOT_SENT = "Your refund is recorded but the payment service is not responding. Please try again in a few minutes.";

const markRefundPending = async (db: Database, subscriptionId: number, userId: number) => {
  await db.transaction(async (tx) => {
    await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    const marked = await tx
      .update(payments)
      .set({ status: "refund_pending", refundId: null })
      .where(
        and(eq(payments.userId, userId), eq(payments.kind, "subscription"), eq(payments.status, "paid"), isNotNull(payments.checkoutId)),
      )
      .returning({ id: payments.id });
    // Nothing paid through Yoco (a trial, or a parallel request took them): nothing to give back.
    if (marked.length === 0) throw new AppError("validation", REFUND_WINDOW_CLOSED);
    await tx.update(subscriptions).set({ status: "refund_pending", pendingPlanId: null }).where(eq(subscriptions.id, subscriptionId));
    await refreshSubscriptionLevel(tx, [userId]);
  });
};

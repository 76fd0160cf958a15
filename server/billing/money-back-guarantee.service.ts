import { addDays } from "date-fns";
import { and, eq, inArray, min, sql } from "drizzle-orm";
import { payments, subscriptions, type Subscription } from "../../shared/schema/billing";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { PROVIDER_DOWN } from "./subscription-checkout.service";
import { refreshSubscriptionLevel } from "./subscription-level";

export const REFUND_WINDOW_DAYS = 7;
export const REFUND_WINDOW_CLOSED = "The 7-day money-back guarantee applies within 7 days of your first payment";
export const REFUND_ALREADY_USED = "The money-back guarantee has already been used on this account";

/** Payment states that count as "money was taken" for the guarantee, and those that mean it was used. */
const EVER_PAID = ["paid", "refund_pending", "refunded"];
const REFUND_USED = ["refund_pending", "refunded"];

/**
 * The guarantee is once per account, and its 7 days count from the account's first-ever paid
 * subscription payment: a refund, a new subscription or a late renewal never starts a new window.
 */
export const getRefundEligibility = async ({ db, clock, userId }: { db: DbExecutor; clock: Clock; userId: number }) => {
  const [summary] = await db
    .select({
      firstPaidAt: min(payments.paidAt),
      refundsUsed: sql<number>`count(*) filter (where ${inArray(payments.status, REFUND_USED)})`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, "subscription"), inArray(payments.status, EVER_PAID)));
  const deadline = summary?.firstPaidAt ? addDays(summary.firstPaidAt, REFUND_WINDOW_DAYS) : null;
  const isUsed = (summary?.refundsUsed ?? 0) > 0;
  return { deadline, isUsed, isOpen: !isUsed && deadline !== null && deadline > clock.now() };
};

/**
 * The 7-day money-back guarantee: every subscription payment the account made (all of them fall inside
 * the window) is refunded through Yoco, and access ends at once. Each refund is `refund_pending` until
 * Yoco's refund event says how it ended (see refund-events.service.ts).
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
  const eligibility = await getRefundEligibility({ db, clock, userId });
  if (eligibility.isUsed) throw new AppError("validation", REFUND_ALREADY_USED);
  if (!eligibility.isOpen) throw new AppError("validation", REFUND_WINDOW_CLOSED);
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, "subscription"), eq(payments.status, "paid")));
  if (paid.length === 0 || paid.some((payment) => !payment.checkoutId)) throw new AppError("validation", REFUND_WINDOW_CLOSED);
  try {
    for (const payment of paid) {
      // Idempotent per payment: a retry after a lost answer does not refund twice.
      const refund = await yoco.refundCheckout(payment.checkoutId!, { idempotencyKey: `refund-${payment.id}` });
      await db.update(payments).set({ status: "refund_pending", refundId: refund.refundId }).where(eq(payments.id, payment.id));
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", PROVIDER_DOWN);
    throw error;
  } finally {
    // Whatever Yoco accepted is pending; access ends as soon as any refund is under way.
    await endAccessWhileRefunding(db, subscription.id, userId);
  }
};

const endAccessWhileRefunding = async (db: Database, subscriptionId: number, userId: number) => {
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "refund_pending")))
      .limit(1);
    if (!pending) return;
    await tx.update(subscriptions).set({ status: "refund_pending", pendingPlanId: null }).where(eq(subscriptions.id, subscriptionId));
    await refreshSubscriptionLevel(tx, [userId]);
  });
};

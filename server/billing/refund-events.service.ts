import { and, eq, ne } from "drizzle-orm";
import { payments, subscriptions } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import { applyAdRefundEvent } from "../advertising/ad-payment.service";
import { refreshSubscriptionLevel } from "./subscription-level";

export type RefundOutcome = "refunded" | "already_refunded" | "partial_refund" | "refund_failed" | "unknown_checkout" | "ignored";

/**
 * Yoco's word on a refund, applied to the payment and the subscription in the caller's transaction:
 * `refund.succeeded` ends access (also for a refund made in Yoco's dashboard of the period in use),
 * `refund.failed` gives back what the pending refund took away.
 */
export const applyRefundEvent = async (options: {
  tx: DbExecutor;
  clock: Clock;
  logger: Logger;
  type: "refund.succeeded" | "refund.failed";
  checkoutId: string;
  refundId: string;
  amount?: number;
}): Promise<RefundOutcome> => {
  const { tx, clock } = options;
  const now = clock.now();
  const [payment] = await tx.select().from(payments).where(eq(payments.checkoutId, options.checkoutId)).for("update");
  if (payment?.kind === "advertisement" && payment.advertisementId)
    return applyAdRefundEvent({ tx, clock, payment, type: options.type, refundId: options.refundId });
  if (!payment || payment.kind !== "subscription" || !payment.userId) return "unknown_checkout";
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId)).for("update");
  const otherPendingRefund = async () =>
    (
      await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, payment.userId!), eq(payments.status, "refund_pending"), ne(payments.id, payment.id)))
        .limit(1)
    ).length > 0;

  if (options.type === "refund.succeeded") {
    if (payment.status === "refunded") return "already_refunded";
    if (options.amount !== undefined && options.amount < payment.amount) {
      // Only Yoco's dashboard makes partial refunds: record it, keep the access the rest paid for.
      options.logger.warn(
        { paymentId: payment.id, refunded: options.amount, paid: payment.amount },
        "partial refund recorded; access unchanged",
      );
      await tx.update(payments).set({ refundId: options.refundId, refundedAt: now }).where(eq(payments.id, payment.id));
      return "partial_refund";
    }
    await tx.update(payments).set({ status: "refunded", refundId: options.refundId, refundedAt: now }).where(eq(payments.id, payment.id));
    const isPeriodInUse =
      payment.periodStart !== null && payment.periodEnd !== null && payment.periodStart <= now && now < payment.periodEnd;
    // Our own refund (the guarantee) ended access when it was asked for: the subscription leaves
    // refund_pending once the last of its refunds is settled. If the student has paid again since,
    // that new period stands. A refund made in Yoco's dashboard ends the period it paid for, if in use.
    const shouldEnd =
      subscription &&
      (payment.status === "refund_pending"
        ? subscription.status === "refund_pending" && !(await otherPendingRefund())
        : subscription.status !== "expired" && subscription.status !== "refund_pending" && isPeriodInUse);
    if (subscription && shouldEnd) {
      await tx
        .update(subscriptions)
        .set({ status: "expired", currentPeriodEnd: now, cancelAtPeriodEnd: false, pendingPlanId: null })
        .where(eq(subscriptions.id, subscription.id));
    }
    await refreshSubscriptionLevel(tx, [payment.userId]);
    return "refunded";
  }

  if (payment.status !== "refund_pending") return "ignored";
  options.logger.warn({ paymentId: payment.id, refundId: options.refundId }, "Yoco reports a failed refund; the payment stands");
  await tx.update(payments).set({ status: "paid", refundId: null }).where(eq(payments.id, payment.id));
  if (subscription?.status === "refund_pending" && !(await otherPendingRefund())) {
    const restored = subscription.cancelAtPeriodEnd ? "cancelled" : subscription.currentPeriodEnd > now ? "active" : "past_due";
    await tx.update(subscriptions).set({ status: restored }).where(eq(subscriptions.id, subscription.id));
  }
  await refreshSubscriptionLevel(tx, [payment.userId]);
  return "refund_failed";
};

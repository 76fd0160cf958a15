import { addMonths, addYears } from "date-fns";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { confirmAdPayment } from "../advertising/ad-payment.service";
import { receiptMail } from "./receipt-mail";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import { refreshSubscriptionLevel } from "./subscription-level";

/** refund_due: an ad paid after it was rejected; the refund is recorded and must be asked of Yoco. */
export type ConfirmationOutcome = "paid" | "already_paid" | "unknown_checkout" | "amount_mismatch" | "refund_due";

export const addBillingPeriod = (start: Date, interval: string) => (interval === "year" ? addYears(start, 1) : addMonths(start, 1));

/**
 * Marks a checkout's payment paid and gives one billing period of access. Call it inside a transaction:
 * the payment row is locked, so two confirmations of one payment (webhook and read-back, or two
 * webhooks) extend the period once. The amount and currency must be what we asked for.
 */
export const confirmPayment = async (options: {
  tx: DbExecutor;
  clock: Clock;
  checkoutId: string;
  providerPaymentId: string | null;
  amount: number;
  currency: string;
  /** For links in the mail it queues (the ad's campaign page). */
  siteOrigin?: string;
}): Promise<ConfirmationOutcome> => {
  const { tx, clock } = options;
  const [payment] = await tx.select().from(payments).where(eq(payments.checkoutId, options.checkoutId)).for("update");
  if (!payment) return "unknown_checkout";
  // Paid once already, whatever became of it since (a refund under way or made): never granted again.
  if (payment.status === "paid" || payment.status === "refund_pending" || payment.status === "refunded") return "already_paid";
  if (payment.amount !== options.amount || payment.currency !== options.currency) return "amount_mismatch";
  if (payment.kind === "advertisement" && payment.advertisementId)
    return confirmAdPayment({ tx, clock, payment, providerPaymentId: options.providerPaymentId, siteOrigin: options.siteOrigin });
  if (payment.kind !== "subscription" || !payment.userId || !payment.planId) return "unknown_checkout";

  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, payment.planId));
  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId));
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId)).for("update");
  const now = clock.now();
  // Paying before the period ends extends it; after it ended (grace period or later) a new one starts.
  // A subscription being refunded has no period left to extend: its access ended with the refund.
  const isContinuing =
    current !== undefined && current.status !== "expired" && current.status !== "refund_pending" && current.currentPeriodEnd > now;
  const periodStart = isContinuing ? current.currentPeriodEnd : now;
  const periodEnd = addBillingPeriod(periodStart, plan!.billingInterval);
  const values = {
    planId: plan!.id,
    status: "active" as const,
    currentPeriodStart: isContinuing ? current.currentPeriodStart : periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    pendingPlanId: current?.pendingPlanId === plan!.id ? null : (current?.pendingPlanId ?? null),
    firstPaidAt: isContinuing && current.firstPaidAt ? current.firstPaidAt : now,
    // The subscriber's own price from now on: what they just paid for this plan (the plan's price when
    // they first paid for it, or at a plan change; a renewal was charged the stored price, so it stays).
    price: payment.amount,
  };
  if (current) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
  else await tx.insert(subscriptions).values({ userId: payment.userId, ...values });

  await tx
    .update(payments)
    .set({ status: "paid", providerPaymentId: options.providerPaymentId, paidAt: now, periodStart, periodEnd })
    .where(eq(payments.id, payment.id));
  await refreshSubscriptionLevel(tx, [payment.userId]);
  // A receipt goes only to a confirmed address (decision 0046); it is on the profile's receipts either way.
  if (hasConfirmedAddress(user!))
    await enqueueMail({
      db: tx,
      now,
      mail: receiptMail({
        to: user!.email,
        name: user!.firstName || user!.username,
        planName: plan!.name,
        amount: payment.amount,
        paymentId: payment.id,
        periodStart,
        periodEnd,
        paidAt: now,
        locale: user!.locale,
      }),
    });
  return "paid";
};

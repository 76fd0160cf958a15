import { and, eq, isNull } from "drizzle-orm";
import { ADMIN_SUBSCRIPTION_MESSAGES } from "../../shared/api/admin-subscriptions";
import { payments, subscriptions, type Payment } from "../../shared/schema/billing";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import { formatReceiptNumber } from "../billing/receipt.service";
import { ACCESS_STATUSES, refreshSubscriptionLevel } from "../billing/subscription-level";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { formatRandCents, lockStudentSubscription, withReason } from "./student-target";

/** Whether a payment can be refunded by an admin, or its refund sent again (recorded, Yoco not reached). */
export const isRefundable = (payment: Payment) =>
  payment.kind === "subscription" &&
  payment.checkoutId !== null &&
  ((payment.status === "paid" && payment.refundedAt === null) || (payment.status === "refund_pending" && payment.refundId === null));

/**
 * Refunds this process is asking Yoco for now: a second click that arrives meanwhile is told the refund
 * is under way instead of asking again (another instance asking again is still one refund: same key).
 */
const refundsInFlight = new Set<number>();

const refusal = (payment: Payment) => {
  if (payment.status === "refunded") return ADMIN_SUBSCRIPTION_MESSAGES.alreadyRefunded;
  if (payment.status === "refund_pending") return ADMIN_SUBSCRIPTION_MESSAGES.refundUnderWay;
  if (payment.status === "paid" && payment.refundedAt !== null) return ADMIN_SUBSCRIPTION_MESSAGES.partlyRefunded;
  return ADMIN_SUBSCRIPTION_MESSAGES.notRefundable;
};

/**
 * Refunds one subscription payment in full, by the money-back guarantee's path
 * (money-back-guarantee.service.ts): recorded first (payment `refund_pending`; if the payment paid for the
 * period in use or one still to come, the subscription too, so access ends at once), then asked of Yoco
 * under the guarantee's idempotency key, so a double click, a retry or the student's own refund of the
 * same payment is one refund. Yoco's refund event then settles it (refund-events.service.ts).
 */
export const refundStudentPayment = async ({
  db,
  yoco,
  clock,
  actor,
  userId,
  paymentId,
  reason,
}: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  actor: AuditActor;
  userId: number;
  paymentId: number;
  reason: string;
}) => {
  let claimedId: number | undefined;
  const payment = await db
    .transaction(async (tx) => {
      const { subscription } = await lockStudentSubscription(tx, userId, { allowClosed: true });
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
        .for("update");
      if (!row) throw new AppError("not_found", ADMIN_SUBSCRIPTION_MESSAGES.paymentNotFound);
      if (!isRefundable(row) || refundsInFlight.has(row.id)) throw new AppError("conflict", refusal(row));
      // Added under the row lock: a second request can only read the row once this one is in the set.
      refundsInFlight.add(row.id);
      claimedId = row.id;
      // Recorded, but Yoco was not reached: only sent again, recorded once.
      if (row.status === "refund_pending") return row;

      await tx.update(payments).set({ status: "refund_pending", refundId: null }).where(eq(payments.id, row.id));
      const endsAccess =
        subscription !== undefined &&
        (ACCESS_STATUSES as readonly string[]).includes(subscription.status) &&
        row.periodEnd !== null &&
        row.periodEnd > clock.now();
      if (endsAccess) {
        await tx.update(subscriptions).set({ status: "refund_pending", pendingPlanId: null }).where(eq(subscriptions.id, subscription.id));
        await refreshSubscriptionLevel(tx, [userId]);
      }
      const receipt = row.paidAt ? formatReceiptNumber(row.id, row.paidAt) : `payment ${row.id}`;
      await recordAdminAction(tx, actor, {
        now: clock.now(),
        action: "payment.refund",
        targetType: "payment",
        targetId: row.id,
        summary: withReason(
          `Refund of ${formatRandCents(row.amount)} (${receipt}) asked of Yoco${endsAccess ? "; access ended" : ""}`,
          reason,
        ),
        before: { status: row.status, ...(endsAccess ? { subscriptionStatus: subscription.status } : {}) },
        after: { status: "refund_pending", amount: row.amount, ...(endsAccess ? { subscriptionStatus: "refund_pending" } : {}), reason },
      });
      return row;
    })
    .catch((error: unknown) => {
      if (claimedId !== undefined) refundsInFlight.delete(claimedId);
      throw error;
    });

  try {
    // The guarantee's key for this payment: Yoco makes one refund of it, whoever asks and however often.
    const refund = await yoco.refundCheckout(payment.checkoutId!, { idempotencyKey: `refund-${payment.id}` });
    // Only while still pending: Yoco's event may already have settled it.
    await db
      .update(payments)
      .set({ refundId: refund.refundId })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "refund_pending"), isNull(payments.refundId)));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", ADMIN_SUBSCRIPTION_MESSAGES.refundNotSent);
    throw error;
  } finally {
    refundsInFlight.delete(payment.id);
  }
};

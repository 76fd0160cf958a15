import { and, eq } from "drizzle-orm";
import { ADMIN_SUBSCRIPTION_MESSAGES } from "../../shared/api/admin-subscriptions";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import type { Database } from "../db/connection";
import { receiptMail } from "../billing/receipt-mail";
import { formatReceiptNumber } from "../billing/receipt.service";
import { AppError } from "../lib/errors";
import { enqueueMail } from "../lib/outbox";
import { lockStudentSubscription } from "./student-target";

/** The receipt mail of a paid payment again, to the account's confirmed address (the same mail as at payment). */
export const resendReceipt = async ({
  db,
  now,
  actor,
  userId,
  paymentId,
}: {
  db: Database;
  now: Date;
  actor: AuditActor;
  userId: number;
  paymentId: number;
}) =>
  db.transaction(async (tx) => {
    const { user } = await lockStudentSubscription(tx, userId);
    const [row] = await tx
      .select({ payment: payments, planName: subscriptionPlans.name })
      .from(payments)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (!row) throw new AppError("not_found", ADMIN_SUBSCRIPTION_MESSAGES.paymentNotFound);
    const { payment } = row;
    if (payment.status !== "paid" || !payment.paidAt || !payment.periodStart || !payment.periodEnd || !row.planName) {
      throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.noReceipt);
    }
    // The rule of the payment's own receipt (decision 0046): never to an address nobody has shown they read.
    if (!hasConfirmedAddress(user)) throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.unconfirmedAddress);
    await enqueueMail({
      db: tx,
      now,
      mail: receiptMail({
        to: user.email,
        name: user.firstName || user.username,
        planName: row.planName,
        amount: payment.amount,
        paymentId: payment.id,
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        paidAt: payment.paidAt,
        locale: user.locale,
      }),
    });
    await recordAdminAction(tx, actor, {
      now,
      action: "payment.resend_receipt",
      targetType: "payment",
      targetId: payment.id,
      summary: `Receipt ${formatReceiptNumber(payment.id, payment.paidAt)} sent again to ${user.email}`,
      after: { to: user.email },
    });
    return { to: user.email };
  });

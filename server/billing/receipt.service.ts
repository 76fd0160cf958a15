import { and, eq } from "drizzle-orm";
import type { PaymentReceipt } from "../../shared/api/billing";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";

export const RECEIPT_NOT_FOUND = "Receipt not found";

// Receipt numbers carry the year the money arrived as the school counts it (South African time).
const yearInJohannesburg = (date: Date) =>
  new Intl.DateTimeFormat("en-ZA", { timeZone: "Africa/Johannesburg", year: "numeric" }).format(date);

/** "R-2026-000042": derived from the payment alone, so the same payment always prints the same number. */
export const formatReceiptNumber = (paymentId: number, paidAt: Date) =>
  `R-${yearInJohannesburg(paidAt)}-${String(paymentId).padStart(6, "0")}`;

/**
 * The receipt of one of the user's payments. Someone else's payment, an unknown id and a payment that
 * never went through (no money taken, so nothing to acknowledge) all answer the same 404.
 */
export const getPaymentReceipt = async ({
  db,
  userId,
  paymentId,
}: {
  db: Database;
  userId: number;
  paymentId: number;
}): Promise<PaymentReceipt> => {
  const [row] = await db
    .select({ payment: payments, planName: subscriptionPlans.name, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row || !row.payment.paidAt) throw new AppError("not_found", RECEIPT_NOT_FOUND);
  const { payment, user } = row;
  const paidAt = row.payment.paidAt;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  const refunds = payment.refundedAt
    ? [{ refundedAt: payment.refundedAt.toISOString(), amount: payment.status === "refunded" ? payment.amount : null }]
    : [];
  return {
    paymentId: payment.id,
    receiptNumber: formatReceiptNumber(payment.id, paidAt),
    payerName: fullName || user.username,
    payerEmail: user.email,
    paidAt: paidAt.toISOString(),
    planName: row.planName,
    periodStart: payment.periodStart?.toISOString() ?? null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    paymentReference: payment.providerPaymentId ?? payment.checkoutId,
    refunds,
  };
};

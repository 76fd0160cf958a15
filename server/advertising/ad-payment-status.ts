import { and, eq } from "drizzle-orm";
import type { AdPaymentStatus } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";

/** The first of these that any payment of the ad is in decides the ad's payment status. */
const PRECEDENCE: [string, AdPaymentStatus][] = [
  ["paid", "paid"],
  ["refund_pending", "refund_pending"],
  ["refunded", "refunded"],
  ["pending", "pending"],
];

/**
 * Sets the ad's payment status from all of its payments, so that one payment's refund never hides
 * another that is still paid (an ad paid twice keeps `paid` while the second payment is refunded).
 */
export const refreshAdPaymentStatus = async (tx: DbExecutor, advertisementId: number) => {
  const rows = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, advertisementId)));
  const statuses = new Set(rows.map((row) => row.status));
  const paymentStatus = PRECEDENCE.find(([status]) => statuses.has(status as never))?.[1] ?? "unpaid";
  await tx.update(advertisements).set({ paymentStatus }).where(eq(advertisements.id, advertisementId));
  return paymentStatus;
};

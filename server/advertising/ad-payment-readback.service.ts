import { and, desc, eq, isNotNull } from "drizzle-orm";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { confirmPayment, type ConfirmationOutcome } from "../billing/payment-confirmation.service";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";

/** An advertiser may open a checkout, leave it and open another: the newest few are asked about. */
const CHECKOUTS_READ_BACK = 3;

/**
 * The advertiser is back from Yoco before the webhook: the ad's open checkouts are read from Yoco and a
 * completed one is confirmed exactly as the webhook would (same transaction and locks, so both together
 * confirm once). A checkout Yoco calls failed, cancelled or expired is closed, and an ad with no open
 * checkout left can be paid again. Yoco unreachable: nothing changes, the page asks again.
 */
export const readBackAdPayments = async ({
  db,
  yoco,
  clock,
  advertisementId,
  siteOrigin,
}: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  advertisementId: number;
  siteOrigin: string;
}): Promise<ConfirmationOutcome[]> => {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, "advertisement"),
        eq(payments.advertisementId, advertisementId),
        eq(payments.status, "pending"),
        isNotNull(payments.checkoutId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(CHECKOUTS_READ_BACK);
  const outcomes: ConfirmationOutcome[] = [];
  for (const payment of open) {
    try {
      const checkout = await yoco.getCheckout(payment.checkoutId!);
      if (checkout.status === "completed") {
        outcomes.push(
          await db.transaction((tx) =>
            confirmPayment({
              tx,
              clock,
              checkoutId: checkout.id,
              providerPaymentId: checkout.paymentId,
              amount: checkout.amount,
              currency: checkout.currency,
              siteOrigin,
            }),
          ),
        );
      } else if (checkout.status === "failed" || checkout.status === "cancelled" || checkout.status === "expired") {
        await db
          .update(payments)
          .set({ status: checkout.status === "expired" ? "cancelled" : checkout.status })
          .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  await reopenWhenNoCheckoutLeft(db, advertisementId);
  return outcomes;
};

/** `pending` on the ad means "a checkout is open"; once none is, the advertiser sees Pay now again. */
const reopenWhenNoCheckoutLeft = async (db: Database, advertisementId: number) => {
  const [stillOpen] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, advertisementId), eq(payments.status, "pending")))
    .limit(1);
  if (stillOpen) return;
  await db
    .update(advertisements)
    .set({ paymentStatus: "unpaid" })
    .where(and(eq(advertisements.id, advertisementId), eq(advertisements.paymentStatus, "pending")));
};

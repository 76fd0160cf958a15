import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { payments, type Payment } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import type { Logger } from "../lib/logger";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";

/** One key per payment: asking again (a retry, the job, a second instance) never refunds twice. */
export const adRefundKey = (paymentId: number) => `ad-refund-${paymentId}`;

/**
 * Asks Yoco to refund one ad payment already recorded as `refund_pending`, and stores Yoco's refund id
 * while the refund is still pending (Yoco's refund event may have settled it meanwhile). Throws
 * PaymentProviderError when Yoco is unreachable or refuses: the payment stays pending for a retry.
 */
export const requestAdRefund = async ({ db, yoco, payment }: { db: DbExecutor; yoco: YocoClient; payment: Payment }) => {
  if (!payment.checkoutId) return false;
  const answer = await yoco.refundCheckout(payment.checkoutId, { idempotencyKey: adRefundKey(payment.id) });
  await db
    .update(payments)
    .set({ refundId: answer.refundId })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "refund_pending"), isNull(payments.refundId)));
  return true;
};

/**
 * Every ad refund that is recorded but not yet accepted by Yoco (a rejection while Yoco was down, a
 * payment completed after its ad was rejected): asked again. Returns how many Yoco accepted.
 */
export const sendDueAdRefunds = async ({ db, yoco, logger }: { db: DbExecutor; yoco: YocoClient; logger: Logger }) => {
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, "advertisement"),
        eq(payments.status, "refund_pending"),
        isNull(payments.refundId),
        isNotNull(payments.checkoutId),
      ),
    );
  let sent = 0;
  for (const payment of due) {
    try {
      if (await requestAdRefund({ db, yoco, payment })) sent += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn({ paymentId: payment.id, advertisementId: payment.advertisementId, err: error.message }, "ad refund not sent to Yoco");
    }
  }
  return sent;
};

/**
 * Records a full refund of every paid payment of the ad (inside the caller's transaction, the ad locked):
 * a rejection or a takedown gives back all that was paid, however many checkouts were completed.
 */
export const recordAdRefunds = async (tx: DbExecutor, advertisementId: number) =>
  tx
    .update(payments)
    .set({ status: "refund_pending", refundId: null })
    .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, advertisementId), eq(payments.status, "paid")))
    .returning();

/**
 * Asks Yoco for each recorded refund (after the commit). Returns false when Yoco did not accept one of
 * them: it stays `refund_pending` without a refund id, and the advertising job asks again.
 */
export const requestAdRefunds = async ({
  db,
  yoco,
  logger,
  refunds,
}: {
  db: DbExecutor;
  yoco: YocoClient;
  logger: Logger;
  refunds: Payment[];
}) => {
  let isEverySent = true;
  for (const payment of refunds) {
    if (!payment.checkoutId) {
      logger.warn(
        { advertisementId: payment.advertisementId, paymentId: payment.id },
        "an ad payment without a checkout id: refund not sent",
      );
      continue;
    }
    try {
      await requestAdRefund({ db, yoco, payment });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn(
        { advertisementId: payment.advertisementId, paymentId: payment.id, err: error.message },
        "advertisement refund not sent to Yoco",
      );
      isEverySent = false;
    }
  }
  return isEverySent;
};

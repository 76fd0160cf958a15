import { eq } from "drizzle-orm";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { duplicatePaymentMail, paidAfterRejectionMail, paymentReceivedMail } from "./ad-payment-mail";
import { refreshAdPaymentStatus } from "./ad-payment-status";
import { campaignDates } from "./campaign-dates";

export const AD_NOT_PAYABLE = "This advertisement was not approved and cannot be paid";

type Payment = typeof payments.$inferSelect;

/**
 * The verified payment of an ad (inside the webhook's or the read-back's transaction, the payment row
 * already locked and its amount checked): paid once; an approved ad without dates starts now.
 * A payment the ad cannot keep is recorded as `refund_pending` (never `paid`) and refunded by the caller
 * after the commit: the ad was rejected or taken down, or it is already paid (a second checkout completed,
 * so the advertiser paid twice).
 */
export const confirmAdPayment = async ({
  tx,
  clock,
  payment,
  providerPaymentId,
  siteOrigin,
}: {
  tx: DbExecutor;
  clock: Clock;
  payment: Payment;
  providerPaymentId: string | null;
  siteOrigin?: string;
}) => {
  const now = clock.now();
  const [ad] = await tx.select().from(advertisements).where(eq(advertisements.id, payment.advertisementId!)).for("update");
  if (!ad) return "unknown_checkout" as const;
  const isNotRunnable = ad.status === "rejected" || ad.takenDownAt !== null;
  const isPaidAlready = ad.paymentStatus === "paid" || ad.paymentStatus === "refund_pending" || ad.paymentStatus === "refunded";
  if (isNotRunnable || isPaidAlready) {
    await tx.update(payments).set({ status: "refund_pending", providerPaymentId, paidAt: now }).where(eq(payments.id, payment.id));
    await refreshAdPaymentStatus(tx, ad.id);
    const mail = isNotRunnable ? paidAfterRejectionMail(ad, payment.amount) : duplicatePaymentMail(ad, payment.amount);
    await enqueueMail({ db: tx, now, mail });
    return "refund_due" as const;
  }
  await tx.update(payments).set({ status: "paid", providerPaymentId, paidAt: now }).where(eq(payments.id, payment.id));
  const startsNow = ad.status === "approved" && ad.startDate === null;
  await tx
    .update(advertisements)
    .set({ paymentStatus: "paid", paymentId: providerPaymentId, ...(startsNow ? campaignDates(now, ad.duration) : {}) })
    .where(eq(advertisements.id, ad.id));
  const link = siteOrigin ? `${siteOrigin}/advertising/campaigns/${ad.campaignToken}` : `/advertising/campaigns/${ad.campaignToken}`;
  await enqueueMail({ db: tx, now, mail: paymentReceivedMail({ ad, amount: payment.amount, paymentId: payment.id, link }) });
  return "paid" as const;
};

/**
 * Yoco's word on the refund of an ad payment (a rejection, a takedown, a payment the ad could not keep).
 * The ad's payment status follows from all its payments: refunding a second payment leaves it paid.
 */
export const applyAdRefundEvent = async ({
  tx,
  clock,
  payment,
  type,
  refundId,
}: {
  tx: DbExecutor;
  clock: Clock;
  payment: Payment;
  type: "refund.succeeded" | "refund.failed";
  refundId: string;
}) => {
  if (type === "refund.succeeded") {
    if (payment.status === "refunded") return "already_refunded" as const;
    await tx.update(payments).set({ status: "refunded", refundId, refundedAt: clock.now() }).where(eq(payments.id, payment.id));
    await refreshAdPaymentStatus(tx, payment.advertisementId!);
    return "refunded" as const;
  }
  if (payment.status !== "refund_pending") return "ignored" as const;
  await tx.update(payments).set({ status: "paid", refundId: null }).where(eq(payments.id, payment.id));
  await refreshAdPaymentStatus(tx, payment.advertisementId!);
  return "refund_failed" as const;
};

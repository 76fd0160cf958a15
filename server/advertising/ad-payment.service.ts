import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ADVERTISEMENT_NOT_FOUND, ALREADY_PAID, PAYMENT_SESSION_ERROR, type CreateAdPaymentResponse } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { enqueueMail } from "../lib/outbox";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { campaignDates } from "./campaign-dates";

export const AD_NOT_PAYABLE = "This advertisement was not approved and cannot be paid";

type Payment = typeof payments.$inferSelect;

/**
 * Opens a Yoco checkout for a submitted ad. The amount is the stored ad's price (set by the server at
 * submission); the caller only names the ad. The answer reveals nothing about the ad but where to pay.
 */
export const startAdCheckout = async ({
  db,
  yoco,
  advertisementId,
  siteOrigin,
}: {
  db: Database;
  yoco: YocoClient;
  advertisementId: number;
  siteOrigin: string;
}): Promise<CreateAdPaymentResponse> => {
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, advertisementId));
  if (!ad) throw new AppError("not_found", ADVERTISEMENT_NOT_FOUND);
  if (ad.paymentStatus === "paid" || ad.paymentStatus === "refund_pending" || ad.paymentStatus === "refunded")
    throw new AppError("conflict", ALREADY_PAID);
  if (ad.status === "rejected") throw new AppError("conflict", AD_NOT_PAYABLE);

  const idempotencyKey = `advertisement-${randomUUID()}`;
  const [payment] = await db
    .insert(payments)
    .values({ kind: "advertisement", advertisementId: ad.id, amount: ad.price, currency: "ZAR", idempotencyKey })
    .returning();
  const returnUrl = (result: string) => `${siteOrigin}/advertising/campaigns/${ad.campaignToken}?payment=${result}`;
  try {
    const checkout = await yoco.createCheckout({
      amount: ad.price,
      currency: "ZAR",
      successUrl: returnUrl("success"),
      cancelUrl: returnUrl("cancelled"),
      failureUrl: returnUrl("failed"),
      metadata: { kind: "advertisement", advertisementId: String(ad.id), paymentId: String(payment!.id) },
      idempotencyKey,
    });
    await db.update(payments).set({ checkoutId: checkout.id }).where(eq(payments.id, payment!.id));
    await db
      .update(advertisements)
      .set({ paymentStatus: "pending", paymentCheckoutId: checkout.id })
      .where(and(eq(advertisements.id, ad.id), eq(advertisements.paymentStatus, "unpaid")));
    return { checkoutId: checkout.id, checkoutUrl: checkout.redirectUrl };
  } catch (error) {
    await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment!.id));
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", PAYMENT_SESSION_ERROR);
    throw error;
  }
};

/**
 * The verified payment of an ad (inside the webhook's or the read-back's transaction, the payment row
 * already locked and its amount checked): paid once; an approved ad without dates starts now.
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
  if (ad.status === "rejected") {
    // Paid after the ad was turned down (a checkout left open): the money goes back. Recorded here,
    // asked of Yoco after the commit (the webhook route, and the advertising job until Yoco accepts).
    await tx.update(payments).set({ status: "refund_pending", providerPaymentId, paidAt: now }).where(eq(payments.id, payment.id));
    await tx
      .update(advertisements)
      .set({ paymentStatus: "refund_pending", paymentId: providerPaymentId })
      .where(eq(advertisements.id, ad.id));
    await enqueueMail({ db: tx, mail: paidAfterRejectionMail(ad, payment.amount) });
    return "refund_due" as const;
  }
  await tx.update(payments).set({ status: "paid", providerPaymentId, paidAt: now }).where(eq(payments.id, payment.id));
  const startsNow = ad.status === "approved" && ad.startDate === null;
  await tx
    .update(advertisements)
    .set({ paymentStatus: "paid", paymentId: providerPaymentId, ...(startsNow ? campaignDates(now, ad.duration) : {}) })
    .where(eq(advertisements.id, ad.id));
  const link = siteOrigin ? `${siteOrigin}/advertising/campaigns/${ad.campaignToken}` : `/advertising/campaigns/${ad.campaignToken}`;
  await enqueueMail({
    db: tx,
    mail: {
      to: ad.advertiserEmail,
      subject: `Payment received: ${ad.title}`,
      text: [
        `Hello ${ad.contactName ?? ad.companyName},`,
        "",
        `We received your payment of R${(payment.amount / 100).toFixed(2)} for "${ad.title}" (payment ${payment.id}).`,
        ad.status === "approved"
          ? `Your campaign runs for ${ad.duration} days from today.`
          : "Your advertisement is being reviewed; its campaign starts when it is approved.",
        "",
        "Follow it on your private campaign page:",
        link,
      ].join("\n"),
    },
  });
  return "paid" as const;
};

const paidAfterRejectionMail = (ad: typeof advertisements.$inferSelect, amount: number) => ({
  to: ad.advertiserEmail,
  subject: `Your payment for "${ad.title}" is being refunded`,
  text: [
    `Hello ${ad.contactName ?? ad.companyName},`,
    "",
    `We received your payment of R${(amount / 100).toFixed(2)} for "${ad.title}", but this advertisement was not approved and will not run on the site.`,
    "The payment is being refunded in full to the card you paid with; banks usually take 5 to 10 working days to show it.",
  ].join("\n"),
});

/** Yoco's word on the refund of an ad payment (asked for when a paid ad was rejected). */
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
    await tx.update(advertisements).set({ paymentStatus: "refunded" }).where(eq(advertisements.id, payment.advertisementId!));
    return "refunded" as const;
  }
  if (payment.status !== "refund_pending") return "ignored" as const;
  await tx.update(payments).set({ status: "paid", refundId: null }).where(eq(payments.id, payment.id));
  await tx.update(advertisements).set({ paymentStatus: "paid" }).where(eq(advertisements.id, payment.advertisementId!));
  return "refund_failed" as const;
};

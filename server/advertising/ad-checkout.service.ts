import { randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  ADVERTISEMENT_NOT_FOUND,
  ALREADY_PAID,
  CHECKOUT_BEING_OPENED,
  PAYMENT_SESSION_ERROR,
  type CreateAdPaymentResponse,
} from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import type { ConfirmationOutcome } from "../billing/payment-confirmation.service";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { readBackAdPayments } from "./ad-payment-readback.service";
import { AD_NOT_PAYABLE } from "./ad-payment.service";

/** An open checkout row still without Yoco's answer after this long was left by a crash: it is closed. */
const ABANDONED_OPENING_MS = 2 * 60_000;

const isSameToken = (given: string, stored: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The ad named by id and campaign token together; a wrong token is answered like an unknown ad. */
const findPayableAd = async (db: Database, advertisementId: number, campaignToken: string) => {
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, advertisementId));
  if (!ad || !isSameToken(campaignToken, ad.campaignToken)) throw new AppError("not_found", ADVERTISEMENT_NOT_FOUND);
  if (ad.paymentStatus === "paid" || ad.paymentStatus === "refund_pending" || ad.paymentStatus === "refunded")
    throw new AppError("conflict", ALREADY_PAID);
  if (ad.status === "rejected" || ad.takenDownAt) throw new AppError("conflict", AD_NOT_PAYABLE);
  return ad;
};

const openPaymentOf = async (db: Database, advertisementId: number) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, advertisementId), eq(payments.status, "pending")))
  )[0];

/**
 * Opens a Yoco checkout for a submitted ad, for whoever holds its campaign token. The amount is the stored
 * ad's price (set by the server at submission); the caller only names the ad. One checkout is open per ad
 * at a time (a partial unique index): a second "Pay now" first asks Yoco about the open one (paid: the ad
 * is confirmed and 409; given up: closed) and hands out the same checkout while it is still open.
 */
export const startAdCheckout = async ({
  db,
  yoco,
  clock,
  advertisementId,
  campaignToken,
  siteOrigin,
}: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  advertisementId: number;
  campaignToken: string;
  siteOrigin: string;
}): Promise<CreateAdPaymentResponse & { outcomes: ConfirmationOutcome[] }> => {
  await findPayableAd(db, advertisementId, campaignToken);
  const outcomes = await readBackAdPayments({ db, yoco, clock, advertisementId, siteOrigin });
  const ad = await findPayableAd(db, advertisementId, campaignToken);

  const open = await openPaymentOf(db, ad.id);
  if (open?.checkoutId && open.checkoutUrl) return { checkoutId: open.checkoutId, checkoutUrl: open.checkoutUrl, outcomes };
  if (open?.checkoutId) return { ...(await checkoutAddressFromYoco(db, yoco, open.id, open.checkoutId)), outcomes };
  if (open && clock.now().getTime() - open.createdAt.getTime() > ABANDONED_OPENING_MS && !open.checkoutId)
    await db
      .update(payments)
      .set({ status: "failed" })
      .where(and(eq(payments.id, open.id), eq(payments.status, "pending")));
  else if (open) throw new AppError("conflict", CHECKOUT_BEING_OPENED);

  const idempotencyKey = `advertisement-${randomUUID()}`;
  const [payment] = await db
    .insert(payments)
    .values({ kind: "advertisement", advertisementId: ad.id, amount: ad.price, currency: "ZAR", idempotencyKey })
    .onConflictDoNothing()
    .returning();
  // Another request opened one at this very moment: the advertiser clicked twice.
  if (!payment) throw new AppError("conflict", CHECKOUT_BEING_OPENED);
  const returnUrl = (result: string) => `${siteOrigin}/advertising/campaigns/${ad.campaignToken}?payment=${result}`;
  try {
    const checkout = await yoco.createCheckout({
      amount: ad.price,
      currency: "ZAR",
      successUrl: returnUrl("success"),
      cancelUrl: returnUrl("cancelled"),
      failureUrl: returnUrl("failed"),
      metadata: { kind: "advertisement", advertisementId: String(ad.id), paymentId: String(payment.id) },
      idempotencyKey,
    });
    await db.update(payments).set({ checkoutId: checkout.id, checkoutUrl: checkout.redirectUrl }).where(eq(payments.id, payment.id));
    await db
      .update(advertisements)
      .set({ paymentStatus: "pending", paymentCheckoutId: checkout.id })
      .where(and(eq(advertisements.id, ad.id), eq(advertisements.paymentStatus, "unpaid")));
    return { checkoutId: checkout.id, checkoutUrl: checkout.redirectUrl, outcomes };
  } catch (error) {
    await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", PAYMENT_SESSION_ERROR);
    throw error;
  }
};

/** A checkout opened before its address was stored: Yoco tells it (and it is kept for the next time). */
const checkoutAddressFromYoco = async (db: Database, yoco: YocoClient, paymentId: number, checkoutId: string) => {
  try {
    const { redirectUrl } = await yoco.getCheckout(checkoutId);
    await db.update(payments).set({ checkoutUrl: redirectUrl }).where(eq(payments.id, paymentId));
    return { checkoutId, checkoutUrl: redirectUrl };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", PAYMENT_SESSION_ERROR);
    throw error;
  }
};

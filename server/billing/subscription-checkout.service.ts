import type { CheckoutQuote, CheckoutStatusResponse, PaymentStatus, StartCheckoutResponse } from "../../shared/api/billing";
import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { payments, subscriptions } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { claimCheckoutReadBack } from "./checkout-read-back-claim";
import { confirmPayment } from "./payment-confirmation.service";
import { pricePlanForCheckout } from "./plans.service";

export const PAYMENT_NOT_FOUND = "Payment not found";
export const PROVIDER_DOWN = "The payment service is not responding. Please try again in a few minutes.";
export const ALREADY_ON_PLAN =
  "You already have this plan. A few days before your next payment is due we email you a link to pay for the next period.";

// A renewal may be paid from 7 days before the period ends (the first reminder comes 5 days before).
const RENEWAL_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Prices the plan on the server (a subscriber renewing pays their own stored price, anyone else the plan's
 * current price: see pricePlanForCheckout), records a pending payment and opens a Yoco checkout for exactly
 * that amount. The browser only ever learns where to go; it never says how much.
 */
export const startSubscriptionCheckout = async (options: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  userId: number;
  planId: number;
  siteOrigin: string;
}): Promise<StartCheckoutResponse> => {
  const { db, yoco } = options;
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, options.userId));
  const { plan, amount } = await pricePlanForCheckout({ db, planId: options.planId, current });
  const isFarFromRenewal =
    current?.status === "active" && current.currentPeriodEnd.getTime() - options.clock.now().getTime() > RENEWAL_WINDOW_MS;
  if (isFarFromRenewal && current.planId === plan.id) throw new AppError("conflict", ALREADY_ON_PLAN);

  const idempotencyKey = `subscription-${randomUUID()}`;
  const [payment] = await db
    .insert(payments)
    .values({ userId: options.userId, kind: "subscription", planId: plan.id, amount, currency: "ZAR", idempotencyKey })
    .returning();
  const returnUrl = (result: string) => `${options.siteOrigin}/subscribe/${plan.id}?payment=${payment!.id}&result=${result}`;
  try {
    const checkout = await yoco.createCheckout({
      amount,
      currency: "ZAR",
      successUrl: returnUrl("success"),
      cancelUrl: returnUrl("cancelled"),
      failureUrl: returnUrl("failed"),
      metadata: { kind: "subscription", userId: String(options.userId), planId: String(plan.id), paymentId: String(payment!.id) },
      idempotencyKey,
    });
    await db.update(payments).set({ checkoutId: checkout.id }).where(eq(payments.id, payment!.id));
    return { checkoutId: checkout.id, checkoutUrl: checkout.redirectUrl, paymentId: payment!.id };
  } catch (error) {
    await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment!.id));
    if (error instanceof PaymentProviderError) throw new AppError("bad_gateway", PROVIDER_DOWN);
    throw error;
  }
};

/** GET /api/subscriptions/checkout-quote/:planId: the plan and what a checkout of it would charge this student now. */
export const quoteSubscriptionCheckout = async ({ db, userId, planId }: { db: Database; userId: number; planId: number }) => {
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const { plan, amount, isOwnPrice } = await pricePlanForCheckout({ db, planId, current });
  return { plan, price: amount, isOwnPrice } satisfies CheckoutQuote;
};

/**
 * The state of one of the student's own checkouts. While no webhook has confirmed it, the checkout is
 * read back from Yoco, at most once every 15 seconds per payment (checkout-read-back-claim.ts): a student
 * who returns before the webhook still sees the truth, and polling does not spend the merchant's quota.
 */
export const getCheckoutStatus = async (options: {
  db: Database;
  yoco: YocoClient;
  clock: Clock;
  userId: number;
  reference: string;
}): Promise<CheckoutStatusResponse> => {
  const { db } = options;
  const byId = /^\d{1,9}$/.test(options.reference) ? eq(payments.id, Number(options.reference)) : undefined;
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, options.userId),
        byId ? or(byId, eq(payments.checkoutId, options.reference)) : eq(payments.checkoutId, options.reference),
      ),
    );
  if (!payment) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  let status: PaymentStatus = payment.status;
  const now = options.clock.now();
  if (status === "pending" && payment.checkoutId && (await claimCheckoutReadBack({ db, now, paymentId: payment.id }))) {
    try {
      const checkout = await options.yoco.getCheckout(payment.checkoutId);
      if (checkout.status === "completed") {
        const outcome = await db.transaction((tx) =>
          confirmPayment({
            tx,
            clock: options.clock,
            checkoutId: checkout.id,
            providerPaymentId: checkout.paymentId,
            amount: checkout.amount,
            currency: checkout.currency,
          }),
        );
        if (outcome === "paid" || outcome === "already_paid") status = "paid";
      } else if (checkout.status === "failed" || checkout.status === "cancelled" || checkout.status === "expired") {
        status = checkout.status === "expired" ? "cancelled" : checkout.status;
        await db
          .update(payments)
          .set({ status })
          .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
      }
    } catch (error) {
      // Yoco unreachable: the answer stays "pending" and the page asks again; nothing is marked paid.
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  return { paymentId: payment.id, checkoutId: payment.checkoutId, status, planId: payment.planId };
};

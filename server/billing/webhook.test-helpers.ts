import { eq } from "drizzle-orm";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import { signWebhook } from "../lib/payments/webhook-signature";
import { signUp, TEST_WEBHOOK_SECRET, type TestApp } from "../test/test-app";

/** A student with a pending Standard-plan payment for `checkoutId`, as a started checkout leaves it. */
export const seedPendingPayment = async (testApp: TestApp, options: { checkoutId?: string; userId?: number } = {}) => {
  const userId = options.userId ?? (await signUp(testApp)).user.id;
  const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  const checkoutId = options.checkoutId ?? "ch_test123";
  const [payment] = await testApp.db
    .insert(payments)
    .values({ userId, kind: "subscription", planId: plan!.id, amount: plan!.price, checkoutId, idempotencyKey: `key-${checkoutId}` })
    .returning();
  return { user: { id: userId }, plan: plan!, payment: payment! };
};

export const paymentEvent = (
  overrides: { amount?: number; currency?: string; type?: string; checkoutId?: string; paymentId?: string } = {},
) =>
  JSON.stringify({
    id: "evt_1",
    type: overrides.type ?? "payment.succeeded",
    createdDate: "2026-11-21T10:00:00Z",
    payload: {
      id: overrides.paymentId ?? "p_abc",
      type: "payment",
      amount: overrides.amount ?? 39_900,
      currency: overrides.currency ?? "ZAR",
      status: "succeeded",
      mode: "test",
      metadata: { checkoutId: overrides.checkoutId ?? "ch_test123" },
    },
  });

export const refundEvent = (type: "refund.succeeded" | "refund.failed", amount: number, checkoutId = "ch_test123") =>
  JSON.stringify({
    id: `evt_${type}`,
    type,
    payload: {
      id: "rfd_1",
      paymentId: "p_abc",
      status: type === "refund.succeeded" ? "succeeded" : "failed",
      amount,
      currency: "ZAR",
      metadata: { checkoutId },
    },
  });

/** Posts a body to the webhook as Yoco would, signed with the test secret unless told otherwise. */
export const deliverWebhook = (
  testApp: TestApp,
  body: string,
  options: { id?: string; timestamp?: number; secret?: string; signature?: string } = {},
) => {
  const id = options.id ?? "msg_1";
  const timestamp = options.timestamp ?? Math.floor(testApp.clock.now().getTime() / 1000);
  const signature = options.signature ?? signWebhook({ secret: options.secret ?? TEST_WEBHOOK_SECRET, id, timestamp, body });
  return testApp
    .request()
    .post("/api/webhooks/yoco")
    .set("Content-Type", "application/json")
    .set("webhook-id", id)
    .set("webhook-timestamp", String(timestamp))
    .set("webhook-signature", signature)
    .send(body);
};

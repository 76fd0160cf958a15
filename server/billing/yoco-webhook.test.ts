import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, subscriptionPlans, subscriptions, webhookEvents } from "../../shared/schema/billing";
import { signWebhook } from "../lib/payments/webhook-signature";
import { createTestApp, signUp, TEST_WEBHOOK_SECRET, type TestApp } from "../test/test-app";

const seedPendingPayment = async (testApp: TestApp) => {
  const { user } = await signUp(testApp);
  const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  const [payment] = await testApp.db
    .insert(payments)
    .values({ userId: user.id, kind: "subscription", planId: plan!.id, amount: plan!.price, checkoutId: "ch_test123", idempotencyKey: "k1" })
    .returning();
  return { user, plan: plan!, payment: payment! };
};

const event = (overrides: { amount?: number; currency?: string; type?: string; checkoutId?: string } = {}) =>
  JSON.stringify({
    id: "evt_1",
    type: overrides.type ?? "payment.succeeded",
    createdDate: "2026-11-21T10:00:00Z",
    payload: {
      id: "p_abc",
      type: "payment",
      amount: overrides.amount ?? 39_900,
      currency: overrides.currency ?? "ZAR",
      status: "succeeded",
      mode: "test",
      metadata: { checkoutId: overrides.checkoutId ?? "ch_test123" },
    },
  });

const deliver = (testApp: TestApp, body: string, options: { id?: string; timestamp?: number; secret?: string; signature?: string } = {}) => {
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

describe("POST /api/webhooks/yoco", () => {
  it("activates the subscription for a verified payment.succeeded of the right amount", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const response = await deliver(testApp, event({ amount: plan.price }));
    expect(response.status).toBe(200);
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "paid", providerPaymentId: "p_abc" });
    expect(await testApp.db.select().from(subscriptions)).toHaveLength(1);
  });

  it.each([
    ["a forged signature", { secret: `whsec_${Buffer.from("someone-else-entirely-24b").toString("base64")}` }],
    ["a stale timestamp", { timestamp: Math.floor(new Date("2026-11-21T09:50:00Z").getTime() / 1000) }],
    ["a missing signature", { signature: "" }],
  ])("refuses %s with 400 and changes nothing", async (_name, options) => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const response = await deliver(testApp, event({ amount: plan.price }), options);
    expect(response.status).toBe(400);
    expect((await testApp.db.select().from(payments))[0]?.status).toBe("pending");
    expect(await testApp.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("refuses a replayed webhook id with 400 without extending twice", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const body = event({ amount: plan.price });
    expect((await deliver(testApp, body)).status).toBe(200);
    const [before] = await testApp.db.select().from(subscriptions);
    expect((await deliver(testApp, body)).status).toBe(400);
    expect((await testApp.db.select().from(subscriptions))[0]?.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
  });

  it("refuses a wrong amount or currency and an unknown event type", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    expect((await deliver(testApp, event({ amount: 100 }), { id: "msg_a" })).status).toBe(400);
    expect((await deliver(testApp, event({ amount: plan.price, currency: "USD" }), { id: "msg_b" })).status).toBe(400);
    expect((await deliver(testApp, event({ amount: plan.price, type: "payment.teleported" }), { id: "msg_c" })).status).toBe(400);
    expect((await testApp.db.select().from(payments))[0]?.status).toBe("pending");
  });

  it("two concurrent webhooks for one payment extend the period once", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const body = event({ amount: plan.price });
    const responses = await Promise.all([deliver(testApp, body, { id: "msg_x" }), deliver(testApp, body, { id: "msg_y" })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200]);
    const [subscription] = await testApp.db.select().from(subscriptions);
    expect(subscription?.currentPeriodEnd).toEqual(new Date("2026-12-21T10:00:00Z"));
  });
});

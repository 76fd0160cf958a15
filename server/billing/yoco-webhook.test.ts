import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
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

  it("answers a correctly signed duplicate delivery 200 without extending twice", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const body = event({ amount: plan.price });
    expect((await deliver(testApp, body)).status).toBe(200);
    const [before] = await testApp.db.select().from(subscriptions);
    const again = await deliver(testApp, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, outcome: "duplicate" });
    expect((await testApp.db.select().from(subscriptions))[0]?.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
  });

  it("answers 200 with no effect for a wrong amount or currency, an unknown type or an unknown checkout", async () => {
    const testApp = await createTestApp();
    const { plan } = await seedPendingPayment(testApp);
    const cases = [
      [event({ amount: 100 }), "amount_mismatch"],
      [event({ amount: plan.price, currency: "USD" }), "amount_mismatch"],
      [event({ amount: plan.price, type: "payment.teleported" }), "ignored"],
      [event({ amount: plan.price, checkoutId: "ch_from_the_shop_till" }), "unknown_checkout"],
    ] as const;
    for (const [index, [body, outcome]] of cases.entries()) {
      const response = await deliver(testApp, body, { id: `msg_${index}` });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, outcome });
    }
    expect((await testApp.db.select().from(payments))[0]?.status).toBe("pending");
    expect(await testApp.db.select().from(subscriptions)).toHaveLength(0);
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

const refundEvent = (type: "refund.succeeded" | "refund.failed", amount: number, checkoutId = "ch_test123") =>
  JSON.stringify({ id: `evt_${type}`, type, payload: { id: "rfd_1", paymentId: "p_abc", status: type === "refund.succeeded" ? "succeeded" : "failed", amount, currency: "ZAR", metadata: { checkoutId } } });

describe("refund events", () => {
  const paidAndRefundPending = async () => {
    const testApp = await createTestApp();
    const { plan, user } = await seedPendingPayment(testApp);
    await deliver(testApp, event({ amount: plan.price }), { id: "msg_paid" });
    // What POST /api/subscriptions/me/refund leaves behind once Yoco has accepted the request.
    await testApp.db.update(payments).set({ status: "refund_pending", refundId: "rfd_1" });
    await testApp.db.update(subscriptions).set({ status: "refund_pending" });
    await testApp.db.update(users).set({ subscriptionLevel: null });
    return { testApp, plan, user };
  };

  it("refund.succeeded ends access and marks the payment refunded", async () => {
    const { testApp, plan, user } = await paidAndRefundPending();
    const response = await deliver(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_refund" });
    expect(response.body).toEqual({ received: true, outcome: "refunded" });
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "refunded", refundId: "rfd_1", refundedAt: testApp.clock.now() });
    expect((await testApp.db.select().from(subscriptions))[0]).toMatchObject({ status: "expired", currentPeriodEnd: testApp.clock.now() });
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBeNull();
  });

  it("refund.failed gives the access back and the payment stands", async () => {
    const { testApp, plan, user } = await paidAndRefundPending();
    const response = await deliver(testApp, refundEvent("refund.failed", plan.price), { id: "msg_refund_failed" });
    expect(response.body).toEqual({ received: true, outcome: "refund_failed" });
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "paid", refundId: null });
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("active");
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBe("Standard");
  });

  it("a full refund made in Yoco's dashboard ends the access it paid for; a partial one keeps it", async () => {
    const testApp = await createTestApp();
    const { plan, user } = await seedPendingPayment(testApp);
    await deliver(testApp, event({ amount: plan.price }), { id: "msg_paid" });
    const partial = await deliver(testApp, refundEvent("refund.succeeded", 1_000), { id: "msg_partial" });
    expect(partial.body.outcome).toBe("partial_refund");
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("active");
    const full = await deliver(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_full" });
    expect(full.body.outcome).toBe("refunded");
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("expired");
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBeNull();
  });
});

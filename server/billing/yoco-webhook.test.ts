import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments, subscriptions, webhookEvents } from "../../shared/schema/billing";
import { createCapturingLogger } from "../lib/logger";
import { createTestApp } from "../test/test-app";
import { deliverWebhook, paymentEvent, refundEvent, seedPendingPayment } from "./webhook.test-helpers";

const event = paymentEvent;
const deliver = deliverWebhook;

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

  it('answers 200 "ignored" with no effect for a wrong amount or currency, an unknown type or an unknown checkout', async () => {
    const capture = createCapturingLogger("info");
    const testApp = await createTestApp({ logger: capture.logger });
    const { plan } = await seedPendingPayment(testApp);
    const cases = [
      [event({ amount: 100 }), "amount_mismatch"],
      [event({ amount: plan.price, currency: "USD" }), "amount_mismatch"],
      [event({ amount: plan.price, type: "payment.teleported" }), undefined],
      // A new event type may carry any payload at all.
      [JSON.stringify({ id: "evt_new", type: "payout.settled", payload: { settlementId: 7 } }), undefined],
      [event({ amount: plan.price, checkoutId: "ch_from_the_shop_till" }), "unknown_checkout"],
      // A payment taken at the shop's till names no online checkout.
      [
        JSON.stringify({ id: "evt_till", type: "payment.succeeded", payload: { id: "p_till", amount: 500, currency: "ZAR" } }),
        "no_checkout",
      ],
    ] as const;
    for (const [index, [body]] of cases.entries()) {
      const response = await deliver(testApp, body, { id: `msg_${index}` });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, outcome: "ignored" });
    }
    expect((await testApp.db.select().from(payments))[0]?.status).toBe("pending");
    expect(await testApp.db.select().from(subscriptions)).toHaveLength(0);
    // The ones that should never happen are logged at warn, with the reason.
    const warned = capture.lines.filter((line) => line.level === 40 && line.event === "webhook_ignored").map((line) => line.reason);
    expect(warned).toEqual(cases.map(([, reason]) => reason).filter(Boolean));
  });

  it("refuses a correctly signed body that is not an event with 400", async () => {
    const testApp = await createTestApp();
    await seedPendingPayment(testApp);
    for (const [index, body] of ["not json", JSON.stringify({ type: "payment.succeeded" })].entries()) {
      const response = await deliver(testApp, body, { id: `msg_bad_${index}` });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Webhook rejected");
    }
    expect(await testApp.db.select().from(webhookEvents)).toHaveLength(0);
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
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({
      status: "refunded",
      refundId: "rfd_1",
      refundedAt: testApp.clock.now(),
    });
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

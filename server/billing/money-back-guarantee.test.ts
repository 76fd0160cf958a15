import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments, subscriptions } from "../../shared/schema/billing";
import { PaymentProviderError, type YocoClient, type YocoRefund } from "../lib/payments/yoco-client";
import { createTestApp, post, signUp, unreachableYoco, type TestApp } from "../test/test-app";
import { REFUND_NOT_SENT } from "./money-back-guarantee.service";
import { deliverWebhook, paymentEvent, refundEvent, seedPendingPayment } from "./webhook.test-helpers";

// The refund path against a scripted Yoco: the order in which Yoco answers and sends its events is the
// test's to choose, which the sandbox (one order only) cannot show.

const accepted: YocoRefund = { id: "ch_test123", refundId: "rfd_1", status: "successful" };

const levelOf = async (testApp: TestApp, userId: number) =>
  (await testApp.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionLevel;

/** A student who paid the Standard plan (checkout ch_test123) and is signed in. */
const paidStudent = async (yoco: Partial<YocoClient>) => {
  const testApp = await createTestApp({ yoco: { ...unreachableYoco, ...yoco } });
  const { agent, user } = await signUp(testApp);
  const { plan } = await seedPendingPayment(testApp, { userId: user.id });
  expect((await deliverWebhook(testApp, paymentEvent({ amount: plan.price }), { id: "msg_paid" })).body.outcome).toBe("paid");
  return { testApp, agent, user, plan };
};

describe("the money-back guarantee's refund", () => {
  it("records the refund before asking Yoco: a refund event that beats Yoco's answer still ends access", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>() };
    const { testApp, agent, user, plan } = await paidStudent(yoco);
    yoco.refundCheckout.mockImplementation(async () => {
      // Yoco's event arrives while its answer to the refund request is still on its way.
      const delivered = await deliverWebhook(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_refund" });
      expect(delivered.body.outcome).toBe("refunded");
      return accepted;
    });
    const refunded = await post(agent, "/api/subscriptions/me/refund");
    expect(refunded.status).toBe(200);
    expect(refunded.body.subscription.status).toBe("expired");
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "refunded", refundId: "rfd_1" });
    expect(await levelOf(testApp, user.id)).toBeNull();
  });

  it("with Yoco unreachable, access ends and the refund stays pending; asking again sends it, once", async () => {
    const yoco = {
      refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockRejectedValue(new PaymentProviderError("down", "unreachable")),
    };
    const { testApp, agent, user, plan } = await paidStudent(yoco);
    const refused = await post(agent, "/api/subscriptions/me/refund");
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(REFUND_NOT_SENT);
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "refund_pending", refundId: null });
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("refund_pending");
    expect(await levelOf(testApp, user.id)).toBeNull();
    // The dashboard still offers the refund button, to send it.
    expect((await agent.get("/api/subscriptions/me")).body.subscription).toMatchObject({ status: "refund_pending", canRefund: true });

    yoco.refundCheckout.mockReset().mockResolvedValue(accepted);
    const again = await post(agent, "/api/subscriptions/me/refund");
    expect(again.status).toBe(200);
    expect(again.body.subscription.status).toBe("refund_pending");
    const [payment] = await testApp.db.select().from(payments);
    expect(yoco.refundCheckout).toHaveBeenCalledExactlyOnceWith("ch_test123", { idempotencyKey: `refund-${payment!.id}` });
    expect(payment).toMatchObject({ status: "refund_pending", refundId: "rfd_1" });
    expect(again.body.subscription.canRefund).toBe(false);
    // A third click sends nothing more.
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(200);
    expect(yoco.refundCheckout).toHaveBeenCalledTimes(1);

    await deliverWebhook(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_refund" });
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("expired");
  });

  it("never grants a payment again while its refund is pending (a late event or a read-back)", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue(accepted) };
    const { testApp, agent, user, plan } = await paidStudent(yoco);
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(200);
    const late = await deliverWebhook(testApp, paymentEvent({ amount: plan.price }), { id: "msg_paid_again" });
    expect(late.body.outcome).toBe("already_paid");
    expect((await testApp.db.select().from(payments))[0]?.status).toBe("refund_pending");
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("refund_pending");
    expect(await levelOf(testApp, user.id)).toBeNull();
  });

  it("a student who pays again while a refund is pending keeps that new month when the refund settles", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue(accepted) };
    const { testApp, agent, user, plan } = await paidStudent(yoco);
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(200);
    testApp.clock.advance(3_600_000);
    await seedPendingPayment(testApp, { userId: user.id, checkoutId: "ch_second" });
    const second = await deliverWebhook(testApp, paymentEvent({ amount: plan.price, checkoutId: "ch_second", paymentId: "p_second" }), {
      id: "msg_second",
    });
    expect(second.body, second.text).toMatchObject({ outcome: "paid" });
    // A new period from now: the refunded month is not extended.
    const renewed = (await testApp.db.select().from(subscriptions))[0]!;
    expect(renewed).toMatchObject({
      status: "active",
      currentPeriodStart: testApp.clock.now(),
      currentPeriodEnd: new Date("2026-12-21T11:00:00Z"),
    });

    await deliverWebhook(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_refund" });
    expect((await testApp.db.select().from(subscriptions))[0]).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date("2026-12-21T11:00:00Z"),
    });
    expect(await levelOf(testApp, user.id)).toBe("Standard");
    expect((await testApp.db.select().from(payments)).map((payment) => payment.status).sort()).toEqual(["paid", "refunded"]);
  });
});

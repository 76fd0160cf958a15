import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signUp } from "../test/test-app";
import { completeCheckout, signUpOn, startMoneyPathApp, type MoneyPathApp } from "./money-path.test-helpers";
import { ALREADY_ON_PLAN } from "./subscription-checkout.service";

let moneyApp: MoneyPathApp | undefined;
afterEach(async () => {
  await moneyApp?.close();
  moneyApp = undefined;
});

/** Checkout and pay in the sandbox, as the student's browser would. */
const payFor = async (app: MoneyPathApp, agent: Parameters<typeof post>[0], planId: number) => {
  const checkout = await post(agent, "/api/subscriptions/checkout", { planId });
  await completeCheckout(app, checkout.body.checkoutId, "succeeded");
};

/** Sessions end after 30 idle minutes: a student coming back days later signs in again. */
const signInAgain = async (agent: Parameters<typeof post>[0]) => {
  expect((await post(agent, "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(200);
};

const standardPlan = async (app: { db: MoneyPathApp["db"] }) =>
  (await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard")))[0]!;

describe("subscribing and paying through the Yoco sandbox", () => {
  it("checkout, pay, webhook: the payment is paid, the subscription active for a month, a receipt queued", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent, user } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id, amount: 1 });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({
      checkoutId: expect.stringMatching(/^ch_/),
      checkoutUrl: expect.stringContaining(`/__yoco-sandbox/checkout/`),
    });
    const [pending] = await moneyApp.db.select().from(payments);
    expect(pending).toMatchObject({
      status: "pending",
      amount: plan.price,
      currency: "ZAR",
      checkoutId: checkout.body.checkoutId,
      userId: user.id,
    });

    const completed = await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");
    expect(completed.status).toBe(302);
    expect(completed.headers.location).toBe(`${moneyApp.origin}/subscribe/${plan.id}?payment=${pending!.id}&result=success`);

    const [paid] = await moneyApp.db.select().from(payments);
    expect(paid).toMatchObject({ status: "paid", providerPaymentId: expect.stringMatching(/^p_/) });
    const [subscription] = await moneyApp.db.select().from(subscriptions);
    expect(subscription).toMatchObject({
      userId: user.id,
      planId: plan.id,
      status: "active",
      currentPeriodStart: new Date("2026-11-21T10:00:00Z"),
      currentPeriodEnd: new Date("2026-12-21T10:00:00Z"),
    });
    expect((await moneyApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBe("Standard");
    const receipt = (await moneyApp.db.select().from(mailOutbox)).find((mail) => mail.toAddress === "lindiwe@example.com");
    expect(receipt?.subject).toBe(`Your receipt: Standard plan (R${(plan.price / 100).toFixed(2)})`);
    expect(receipt?.textBody).toContain("Nothing is charged automatically: you pay each period from a reminder link.");
    expect(receipt?.textBody).not.toMatch(/renew|until you cancel/i);

    const status = await agent.get(`/api/subscriptions/checkout/${pending!.id}`);
    expect(status.body).toMatchObject({ status: "paid", checkoutId: checkout.body.checkoutId });
    const mine = await agent.get("/api/subscriptions/me");
    expect(mine.body.subscription).toMatchObject({
      plan: { name: "Standard" },
      status: "active",
      cancelAtPeriodEnd: false,
      canRefund: true,
    });
    expect(mine.body.payments).toHaveLength(1);
  });

  it("refuses a second checkout for the plan already paid, long before the next payment is due (409)", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    await payFor(moneyApp, agent, plan.id);
    const again = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_ON_PLAN);
    expect(again.body.message).not.toMatch(/renew/i);
  });

  it("a declined or cancelled checkout sends no webhook and leaves nothing paid", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    for (const outcome of ["failed", "cancelled"] as const) {
      const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
      const completed = await completeCheckout(moneyApp, checkout.body.checkoutId, outcome);
      expect(completed.headers.location).toContain(`result=${outcome}`);
      const status = await agent.get(`/api/subscriptions/checkout/${checkout.body.paymentId}`);
      expect(status.body.status).toBe(outcome);
    }
    expect(await moneyApp.db.select().from(subscriptions)).toHaveLength(0);
  });

  it("reads the checkout back from Yoco when the webhook never arrived", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    const sandboxPayment = await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");
    expect(sandboxPayment.status).toBe(302);
    // The webhook did arrive here; simulate "before the webhook" by resetting the rows it wrote.
    await moneyApp.db.update(payments).set({ status: "pending", providerPaymentId: null, paidAt: null });
    await moneyApp.db.delete(subscriptions);
    const status = await agent.get(`/api/subscriptions/checkout/${checkout.body.checkoutId}`);
    expect(status.body.status).toBe("paid");
    expect(await moneyApp.db.select().from(subscriptions)).toHaveLength(1);
  });

  it("refuses another student's checkout with 404", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const first = await signUpOn(moneyApp);
    const second = await signUpOn(moneyApp, { username: "pieter", email: "pieter@example.com" });
    const checkout = await post(first.agent, "/api/subscriptions/checkout", { planId: plan.id });
    expect((await second.agent.get(`/api/subscriptions/checkout/${checkout.body.paymentId}`)).status).toBe(404);
    expect((await second.agent.get(`/api/subscriptions/checkout/${checkout.body.checkoutId}`)).status).toBe(404);
  });

  it("cancel keeps access to the period end; change plan is pending; refund within 7 days ends access", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const premium = (await moneyApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Premium")))[0]!;
    const { agent, user } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");

    const changed = await post(agent, "/api/subscriptions/me/change-plan", { planId: premium.id });
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({ plan: { name: "Standard" }, pendingPlan: { name: "Premium" } });

    const refunded = await post(agent, "/api/subscriptions/me/refund");
    expect(refunded.status).toBe(200);
    // Access ends at once; the refund is pending until Yoco's refund event, which the sandbox sends next.
    expect(["refund_pending", "expired"]).toContain(refunded.body.subscription.status);
    expect(refunded.body.subscription.canRefund).toBe(false);
    expect((await moneyApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBeNull();
    await vi.waitFor(async () => expect((await moneyApp!.db.select().from(payments))[0]?.status).toBe("refunded"));
    expect((await agent.get("/api/subscriptions/me")).body.subscription.status).toBe("expired");
  });

  it("gives the money-back guarantee once per account: a second subscription cannot be refunded", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    const pay = () => payFor(moneyApp!, agent, plan.id);
    await pay();
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(200);
    await vi.waitFor(async () => expect((await agent.get("/api/subscriptions/me")).body.subscription.status).toBe("expired"));
    moneyApp.clock.advance(60 * 60_000);
    await pay();
    const mine = await agent.get("/api/subscriptions/me");
    expect(mine.body.subscription).toMatchObject({ status: "active", canRefund: false, refundDeadline: null });
    const again = await post(agent, "/api/subscriptions/me/refund");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("The money-back guarantee has already been used on this account");
    expect((await moneyApp.db.select().from(payments)).map((payment) => payment.status).sort()).toEqual(["paid", "refunded"]);
  });

  it("counts the 7 days from the first payment: a late renewal opens no new window", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    const pay = () => payFor(moneyApp!, agent, plan.id);
    await pay();
    // A month and two days later: past due, in the grace period; the student renews late.
    moneyApp.clock.advance(32 * 24 * 3_600_000);
    await moneyApp.db.update(subscriptions).set({ status: "past_due" });
    await post(agent, "/api/login", { username: "lindiwe", password: "sunflower-42" });
    await pay();
    const mine = await agent.get("/api/subscriptions/me");
    expect(mine.body.subscription).toMatchObject({ status: "active", canRefund: false, refundDeadline: "2026-11-28T10:00:00.000Z" });
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(400);
  });

  it("refunds every payment made inside the window, not only the newest", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent, user } = await signUpOn(moneyApp);
    // Two tabs, two checkouts, both paid: the second payment extends the period by a month.
    const tabs = [
      await post(agent, "/api/subscriptions/checkout", { planId: plan.id }),
      await post(agent, "/api/subscriptions/checkout", { planId: plan.id }),
    ];
    for (const tab of tabs) await completeCheckout(moneyApp, tab.body.checkoutId, "succeeded");
    expect((await moneyApp.db.select().from(payments)).map((payment) => payment.status)).toEqual(["paid", "paid"]);
    expect((await post(agent, "/api/subscriptions/me/refund")).status).toBe(200);
    await vi.waitFor(async () =>
      expect((await moneyApp!.db.select().from(payments)).map((payment) => payment.status)).toEqual(["refunded", "refunded"]),
    );
    expect((await moneyApp.db.select().from(subscriptions))[0]?.status).toBe("expired");
    expect((await moneyApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBeNull();
  });

  it("refuses a refund after 7 days with a clear 400, and cancelling then keeps access", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");
    moneyApp.clock.advance(8 * 24 * 3_600_000);
    // Eight days later the old session has long ended (12-hour lifetime): sign in again.
    await post(agent, "/api/login", { username: "lindiwe", password: "sunflower-42" });
    const refused = await post(agent, "/api/subscriptions/me/refund");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The 7-day money-back guarantee applies within 7 days of your first payment");
    const cancelled = await post(agent, "/api/subscriptions/me/cancel");
    expect(cancelled.body.subscription).toMatchObject({
      status: "cancelled",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2026-12-21T10:00:00.000Z",
    });
  });
});

describe("payment addresses and limits", () => {
  it("takes every address from configuration: a forged Host header sends neither the payer nor a webhook elsewhere", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan.id }).set("Host", "evil.example:8080");
    expect(checkout.status).toBe(201);
    expect(checkout.body.checkoutUrl.startsWith(`${moneyApp.origin}/__yoco-sandbox/checkout/`)).toBe(true);
    const completed = await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded").set("Host", "169.254.169.254");
    expect(String(completed.headers.location).startsWith(`${moneyApp.origin}/subscribe/${plan.id}?payment=`)).toBe(true);
    // The webhook reached this app (the configured address), not the forged one.
    expect((await moneyApp.db.select().from(payments))[0]?.status).toBe("paid");
  });

  it("limits checkout creation to 10 an hour per student (429 with Retry-After)", async () => {
    moneyApp = await startMoneyPathApp();
    const plan = await standardPlan(moneyApp);
    const { agent } = await signUpOn(moneyApp);
    for (let index = 0; index < 10; index++)
      expect((await post(agent, "/api/subscriptions/checkout", { planId: plan.id })).status).toBe(201);
    const refused = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await moneyApp.db.select().from(payments)).toHaveLength(10);
  });

  it("tells every page whether payments are real", async () => {
    moneyApp = await startMoneyPathApp();
    expect((await moneyApp.http().get("/api/payments/mode")).body).toEqual({
      isTestMode: true,
      notice: "Test payments: no card is charged",
    });
    const real = await createTestApp();
    expect((await real.request().get("/api/payments/mode")).body).toEqual({ isTestMode: false, notice: null });
  });
});

describe("subscriptions without a reachable Yoco", () => {
  it("answers 502 with a clear message and marks nothing paid", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const plan = await standardPlan(testApp);
    const response = await post(agent, "/api/subscriptions/checkout", { planId: plan.id });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe("The payment service is not responding. Please try again in a few minutes.");
    expect(await testApp.db.select().from(payments)).toMatchObject([{ status: "failed" }]);
    expect(await testApp.db.select().from(subscriptions)).toHaveLength(0);
  });

  it("answers 404 for an unknown plan, 409 for a retired one, and 401 signed out", async () => {
    const testApp = await createTestApp();
    expect((await post(testApp.request(), "/api/subscriptions/checkout", { planId: 1 })).status).toBe(401);
    const { agent } = await signUp(testApp);
    expect((await post(agent, "/api/subscriptions/checkout", { planId: 999 })).status).toBe(404);
    await testApp.db.update(subscriptionPlans).set({ isActive: false });
    const retired = await post(agent, "/api/subscriptions/checkout", { planId: 1 });
    expect(retired.status).toBe(409);
    expect(retired.body.message).toBe("This plan is no longer offered. Please choose another plan");
    expect(await testApp.db.select().from(payments)).toHaveLength(0);
  });

  it("starts the kids free trial once per account", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const [starter] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter"));
    const first = await post(agent, "/api/subscriptions/trial", { planId: starter!.id });
    expect(first.status).toBe(201);
    expect(first.body.subscription).toMatchObject({
      isTrial: true,
      displayStatus: "trial",
      canRefund: false,
      currentPeriodEnd: "2026-11-28T10:00:00.000Z",
    });
    const again = await post(agent, "/api/subscriptions/trial", { planId: starter!.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The free trial can be used once per account");
  });

  it("tells a running trial as 'trial', never 'cancelled', and an ended one as 'trial_ended' even before the daily job", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const [starter] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter"));
    await post(agent, "/api/subscriptions/trial", { planId: starter!.id });
    // Stored as cancelled so that no payment is ever asked for; told as what it is.
    expect((await testApp.db.select().from(subscriptions))[0]).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    expect((await agent.get("/api/subscriptions/me")).body.subscription).toMatchObject({ status: "cancelled", displayStatus: "trial" });

    testApp.clock.set(new Date("2026-11-28T10:00:00Z"));
    await signInAgain(agent);
    expect((await agent.get("/api/subscriptions/me")).body.subscription.displayStatus).toBe("trial_ended");
    await testApp.db.update(subscriptions).set({ status: "expired" });
    expect((await agent.get("/api/subscriptions/me")).body.subscription.displayStatus).toBe("trial_ended");
  });

  it("tells a paid plan as active, a cancelled one as ending until its period end, then expired", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await giveSubscription(testApp, user.id, { planName: "Standard" });
    expect((await agent.get("/api/subscriptions/me")).body.subscription).toMatchObject({ displayStatus: "active", isTrial: false });
    expect((await post(agent, "/api/subscriptions/me/cancel")).body.subscription.displayStatus).toBe("ending");
    testApp.clock.set(new Date("2026-12-21T10:00:00Z"));
    await signInAgain(agent);
    expect((await agent.get("/api/subscriptions/me")).body.subscription.displayStatus).toBe("expired");
  });
});

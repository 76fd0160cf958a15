import supertest from "supertest";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { createOrPromoteAdmin } from "../auth/admin-account.service";
import { createTestApp, post, signUp } from "../test/test-app";
import { completeCheckout, signUpOn, startMoneyPathApp, type MoneyPathApp } from "./money-path.test-helpers";

let moneyApp: MoneyPathApp | undefined;
afterEach(async () => {
  await moneyApp?.close();
  moneyApp = undefined;
});

const planNamed = async (app: MoneyPathApp, name: string) =>
  (await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name))).find((plan) => plan.audience === "adult")!;

const signInAdminOn = async (app: MoneyPathApp) => {
  await createOrPromoteAdmin({ db: app.db, username: "principal", password: "correct-horse-battery" });
  const agent = supertest.agent(app.origin);
  expect((await post(agent, "/api/login", { username: "principal", password: "correct-horse-battery" })).status).toBe(200);
  return agent;
};

/** Opens a checkout and reads back from the sandbox what Yoco was asked to charge. */
const checkoutAmount = async (app: MoneyPathApp, agent: supertest.Agent, planId: number) => {
  const checkout = await post(agent, "/api/subscriptions/checkout", { planId });
  expect(checkout.status).toBe(201);
  const atYoco = await app.yocoClient().getCheckout(checkout.body.checkoutId);
  return { checkoutId: checkout.body.checkoutId as string, amount: atYoco.amount };
};

describe("a price change applies to new checkouts only", () => {
  it("a new student is charged the new price; an existing subscriber's renewal is charged their own stored price", async () => {
    moneyApp = await startMoneyPathApp();
    const standard = await planNamed(moneyApp, "Standard");
    const { agent: existing, user: existingUser } = await signUpOn(moneyApp, { username: "zanele", email: "zanele@example.com" });
    const first = await checkoutAmount(moneyApp, existing, standard.id);
    expect(first.amount).toBe(39_900);
    await completeCheckout(moneyApp, first.checkoutId, "succeeded");
    const [stored] = await moneyApp.db.select().from(subscriptions).where(eq(subscriptions.userId, existingUser.id));
    expect(stored!.price).toBe(39_900);

    const admin = await signInAdminOn(moneyApp);
    expect((await admin.patch(`/api/admin/plans/${standard.id}`).send({ price: 44_900 })).status).toBe(204);
    expect((await moneyApp.http().get("/api/subscription-plans")).body[1]).toMatchObject({ name: "Standard", price: 44_900 });

    const { agent: newcomer } = await signUpOn(moneyApp, { username: "sipho", email: "sipho@example.com" });
    const fresh = await checkoutAmount(moneyApp, newcomer, standard.id);
    expect(fresh.amount).toBe(44_900);

    // Three weeks and a half later the renewal window is open: the existing subscriber pays their own price.
    moneyApp.clock.advance(25 * 24 * 3_600_000);
    await post(existing, "/api/login", { username: "zanele", password: "sunflower-42" });
    const renewal = await checkoutAmount(moneyApp, existing, standard.id);
    expect(renewal.amount).toBe(39_900);
    await completeCheckout(moneyApp, renewal.checkoutId, "succeeded");
    const [renewed] = await moneyApp.db.select().from(subscriptions).where(eq(subscriptions.userId, existingUser.id));
    expect(renewed).toMatchObject({ price: 39_900, status: "active" });
    const paid = await moneyApp.db.select().from(payments).where(eq(payments.userId, existingUser.id));
    expect(paid.map((payment) => [payment.amount, payment.status])).toEqual([
      [39_900, "paid"],
      [39_900, "paid"],
    ]);
    // Where they see their subscription, they see what they pay.
    expect((await existing.get("/api/subscriptions/me")).body.subscription.plan).toMatchObject({ name: "Standard", price: 39_900 });
  });

  it("a plan change takes the new plan's price at that moment, which then stays the subscriber's", async () => {
    moneyApp = await startMoneyPathApp();
    const standard = await planNamed(moneyApp, "Standard");
    const premium = await planNamed(moneyApp, "Premium");
    const { agent, user } = await signUpOn(moneyApp);
    const first = await checkoutAmount(moneyApp, agent, standard.id);
    await completeCheckout(moneyApp, first.checkoutId, "succeeded");
    expect((await post(agent, "/api/subscriptions/me/change-plan", { planId: premium.id })).status).toBe(200);
    moneyApp.clock.advance(25 * 24 * 3_600_000);
    await post(agent, "/api/login", { username: "lindiwe", password: "sunflower-42" });
    const change = await checkoutAmount(moneyApp, agent, premium.id);
    expect(change.amount).toBe(69_900);
    await completeCheckout(moneyApp, change.checkoutId, "succeeded");
    const [row] = await moneyApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ planId: premium.id, price: 69_900, pendingPlanId: null });
  });

  it("a retired plan refuses a new student with a clear message, while its subscriber still renews it", async () => {
    moneyApp = await startMoneyPathApp();
    const basic = await planNamed(moneyApp, "Basic");
    const { agent } = await signUpOn(moneyApp);
    const first = await checkoutAmount(moneyApp, agent, basic.id);
    await completeCheckout(moneyApp, first.checkoutId, "succeeded");

    const admin = await signInAdminOn(moneyApp);
    expect((await post(admin, `/api/admin/plans/${basic.id}/retire`)).status).toBe(204);
    const { agent: newcomer } = await signUpOn(moneyApp, { username: "sipho", email: "sipho@example.com" });
    const refused = await post(newcomer, "/api/subscriptions/checkout", { planId: basic.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This plan is no longer offered. Please choose another plan");

    moneyApp.clock.advance(25 * 24 * 3_600_000);
    await post(agent, "/api/login", { username: "lindiwe", password: "sunflower-42" });
    expect((await checkoutAmount(moneyApp, agent, basic.id)).amount).toBe(19_900);
  });
});

describe("the kids trial follows the plan's trial days", () => {
  it("lasts the plan's days, and a plan with none offers no trial", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const [starter] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter"));
    await testApp.db.update(subscriptionPlans).set({ trialDays: 0 }).where(eq(subscriptionPlans.id, starter!.id));
    const refused = await post(agent, "/api/subscriptions/trial", { planId: starter!.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This plan has no free trial");
    await testApp.db.update(subscriptionPlans).set({ trialDays: 14 }).where(eq(subscriptionPlans.id, starter!.id));
    const started = await post(agent, "/api/subscriptions/trial", { planId: starter!.id });
    expect(started.status).toBe(201);
    // The test clock starts on 21 November 2026 at 10:00 UTC.
    expect(started.body.subscription).toMatchObject({ isTrial: true, currentPeriodEnd: "2026-12-05T10:00:00.000Z" });
  });
});

describe("GET /api/subscriptions/checkout-quote/:planId", () => {
  it("tells a renewing subscriber their own price, a newcomer the plan's, and refuses a retired plan to a newcomer", async () => {
    moneyApp = await startMoneyPathApp();
    const standard = await planNamed(moneyApp, "Standard");
    const { agent } = await signUpOn(moneyApp);
    const first = await checkoutAmount(moneyApp, agent, standard.id);
    await completeCheckout(moneyApp, first.checkoutId, "succeeded");
    await moneyApp.db.update(subscriptionPlans).set({ price: 44_900, isActive: false }).where(eq(subscriptionPlans.id, standard.id));
    const own = await agent.get(`/api/subscriptions/checkout-quote/${standard.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ price: 39_900, isOwnPrice: true, plan: { id: standard.id, name: "Standard", price: 44_900 } });
    const { agent: newcomer } = await signUpOn(moneyApp, { username: "sipho", email: "sipho@example.com" });
    const refused = await newcomer.get(`/api/subscriptions/checkout-quote/${standard.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This plan is no longer offered. Please choose another plan");
    const premium = await planNamed(moneyApp, "Premium");
    expect((await newcomer.get(`/api/subscriptions/checkout-quote/${premium.id}`)).body).toMatchObject({
      price: 69_900,
      isOwnPrice: false,
    });
    expect((await newcomer.get("/api/subscriptions/checkout-quote/abc")).body.message).toBe("Please choose a plan");
    expect((await moneyApp.http().get(`/api/subscriptions/checkout-quote/${premium.id}`)).status).toBe(401);
  });
});

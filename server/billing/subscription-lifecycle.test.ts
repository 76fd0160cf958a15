import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, createTestClock, signUp } from "../test/test-app";
import { confirmPayment } from "./payment-confirmation.service";
import { runSubscriptionLifecycle } from "./subscription-lifecycle.job";

const setUp = async (overrides: Partial<typeof subscriptions.$inferInsert> = {}) => {
  const testApp = await createTestApp();
  const { user } = await signUp(testApp);
  const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  await testApp.db.update(users).set({ subscriptionLevel: "Standard" });
  await testApp.db.insert(subscriptions).values({
    userId: user.id,
    planId: plan!.id,
    status: "active",
    currentPeriodStart: new Date("2026-11-01T10:00:00Z"),
    currentPeriodEnd: new Date("2026-12-01T10:00:00Z"),
    firstPaidAt: new Date("2026-11-01T10:00:00Z"),
    ...overrides,
  });
  return { testApp, plan: plan!, user };
};

const runAt = (testApp: Awaited<ReturnType<typeof setUp>>["testApp"], iso: string) =>
  runSubscriptionLifecycle({ db: testApp.db, clock: createTestClock(new Date(iso)), siteOrigin: "https://college.example" });

describe("the daily subscription run", () => {
  it("sends the 5-day and the 1-day reminder once each, with a link to a fresh checkout", async () => {
    const { testApp, plan } = await setUp();
    expect((await runAt(testApp, "2026-11-20T06:00:00Z")).reminders).toBe(0);
    expect((await runAt(testApp, "2026-11-26T06:00:00Z")).reminders).toBe(1);
    expect((await runAt(testApp, "2026-11-26T07:00:00Z")).reminders).toBe(0);
    expect((await runAt(testApp, "2026-11-30T06:00:00Z")).reminders).toBe(1);
    const mails = (await testApp.db.select().from(mailOutbox)).filter((mail) => mail.subject.includes("next payment due"));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your Standard plan: next payment due in 5 days",
      "Your Standard plan: next payment due in 1 day",
    ]);
    expect(mails[0]!.textBody).toContain(
      "Nothing is charged automatically. To keep learning without a break, pay for the next period here:",
    );
    expect(mails[0]!.textBody).toContain(`https://college.example/subscribe/${plan.id}`);
    expect(mails[0]!.toAddress).toBe("thandi@example.com");
  });

  it("uses the pending plan in the renewal link and sends none after a cancel", async () => {
    const { testApp } = await setUp({ pendingPlanId: 3 });
    await runAt(testApp, "2026-11-26T06:00:00Z");
    expect((await testApp.db.select().from(mailOutbox))[0]?.textBody).toContain("/subscribe/3");
    await testApp.db.update(subscriptions).set({ status: "cancelled", cancelAtPeriodEnd: true });
    expect((await runAt(testApp, "2026-11-30T06:00:00Z")).reminders).toBe(0);
  });

  it("marks the subscription past_due at the period end, then expired after 3 days of grace", async () => {
    const { testApp, user } = await setUp();
    expect(await runAt(testApp, "2026-12-01T11:00:00Z")).toMatchObject({ pastDue: 1, expired: 0 });
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("past_due");
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBe("Standard");
    expect((await runAt(testApp, "2026-12-03T11:00:00Z")).expired).toBe(0);
    expect((await runAt(testApp, "2026-12-04T11:00:00Z")).expired).toBe(1);
    expect((await testApp.db.select().from(subscriptions))[0]?.status).toBe("expired");
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]?.subscriptionLevel).toBeNull();
  });

  it("ends a cancelled subscription at the period end, with no grace", async () => {
    const { testApp } = await setUp({ status: "cancelled", cancelAtPeriodEnd: true });
    expect((await runAt(testApp, "2026-11-30T11:00:00Z")).expired).toBe(0);
    expect((await runAt(testApp, "2026-12-01T11:00:00Z")).expired).toBe(1);
  });

  it.each(["together", "payment first", "run first"] as const)(
    "never leaves a student who pays at the last moment without access (%s)",
    async (order) => {
      {
        const { testApp, plan, user } = await setUp({ status: "past_due", currentPeriodEnd: new Date("2026-11-29T10:00:00Z") });
        const checkoutId = `ch_last_moment_${order.replace(" ", "_")}`;
        await testApp.db.insert(payments).values({
          userId: user.id,
          kind: "subscription",
          planId: plan.id,
          amount: plan.price,
          currency: "ZAR",
          checkoutId,
          idempotencyKey: checkoutId,
        });
        const clock = createTestClock(new Date("2026-12-03T06:00:00Z"));
        const pay = () =>
          testApp.db.transaction((tx) =>
            confirmPayment({ tx, clock, checkoutId, providerPaymentId: `p_${checkoutId}`, amount: plan.price, currency: "ZAR" }),
          );
        const run = () => runSubscriptionLifecycle({ db: testApp.db, clock, siteOrigin: "https://college.example" });
        if (order === "together") await Promise.all([run(), pay()]);
        if (order === "payment first") await pay().then(run);
        if (order === "run first") await run().then(pay);
        const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
        const [account] = await testApp.db.select().from(users).where(eq(users.id, user.id));
        expect({ status: subscription?.status, level: account?.subscriptionLevel }).toEqual({ status: "active", level: "Standard" });
      }
    },
  );

  it("keeps access for a payment that lands while the run is expiring the subscription", async () => {
    const { testApp, plan, user } = await setUp({ status: "past_due", currentPeriodEnd: new Date("2026-11-29T10:00:00Z") });
    const checkoutId = "ch_mid_run";
    await testApp.db.insert(payments).values({
      userId: user.id,
      kind: "subscription",
      planId: plan.id,
      amount: plan.price,
      currency: "ZAR",
      checkoutId,
      idempotencyKey: checkoutId,
    });
    const clock = createTestClock(new Date("2026-12-03T06:00:00Z"));
    let payment: Promise<unknown> | undefined;
    // The webhook arrives the moment the run's expiry statement has returned, before the run goes on.
    const db = whenSubscriptionsUpdated(testApp.db, () => {
      payment ??= testApp.db.transaction((tx) =>
        confirmPayment({ tx, clock, checkoutId, providerPaymentId: "p_mid_run", amount: plan.price, currency: "ZAR" }),
      );
    });
    await runSubscriptionLifecycle({ db, clock, siteOrigin: "https://college.example" });
    await payment;
    expect(payment).toBeDefined();
    const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const [account] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect({ status: subscription?.status, level: account?.subscriptionLevel }).toEqual({ status: "active", level: "Standard" });
  });
});

/**
 * The database (and its transactions) as the job sees it, calling `onUpdated` as soon as an update of
 * `subscriptions` that changed rows has returned: lets a test land a payment at exactly that moment.
 */
const whenSubscriptionsUpdated = <T extends object>(target: T, onUpdated: () => void): T =>
  new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (property === "transaction" && typeof value === "function") {
        return (work: (tx: unknown) => unknown, config?: unknown) =>
          (value as (work: (tx: unknown) => unknown, config?: unknown) => unknown).call(
            object,
            (tx) => work(whenSubscriptionsUpdated(tx as object, onUpdated)),
            config,
          );
      }
      if (property === "update" && typeof value === "function") {
        return (table: unknown) => {
          const builder = (value as (table: unknown) => object).call(object, table);
          return table === subscriptions ? afterRows(builder, onUpdated) : builder;
        };
      }
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });

const afterRows = (builder: object, onUpdated: () => void): object =>
  new Proxy(builder, {
    get(object, property) {
      const value = Reflect.get(object, property) as unknown;
      if (property === "then") {
        return (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
          (object as Promise<unknown[]>)
            .then((rows) => {
              if (Array.isArray(rows) && rows.length > 0) onUpdated();
              return rows;
            })
            .then(resolve, reject);
      }
      return typeof value === "function"
        ? (...args: unknown[]) => afterRows((value as (...args: unknown[]) => object).apply(object, args), onUpdated)
        : value;
    },
  });

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, createTestClock, signUp } from "../test/test-app";
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
    const mails = (await testApp.db.select().from(mailOutbox)).filter((mail) => mail.subject.includes("renews"));
    expect(mails).toHaveLength(2);
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
});

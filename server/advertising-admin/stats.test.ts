import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdDailyPoint } from "../../shared/api/advertising";
import { payments } from "../../shared/schema/billing";
import { startOfMonthInJohannesburg } from "../lib/school-time";
import { createTestApp, createTestClock, signInAdmin } from "../test/test-app";
import { DAY_MS, insertAd, insertEvents, insertPaidAd } from "./advertising-admin.test-helpers";

// 2026-11-21 12:00 in Johannesburg.
const now = new Date("2026-11-21T10:00:00Z");

describe("GET /api/admin/advertisement-stats", () => {
  it("answers zeros, no click rate and 30 empty days without ads", async () => {
    const testApp = await createTestApp({ clock: createTestClock(now) });
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/advertisement-stats");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      monthlyRevenue: 0,
      activeAdvertisements: 0,
      pendingApplications: 0,
      averageClickRate: null,
      followUpsDue: 0,
    });
    expect(response.body.daily).toHaveLength(30);
    expect(response.body.daily[0]).toEqual({ date: "2026-10-23", impressions: 0, clicks: 0 });
    expect(response.body.daily[29]).toEqual({ date: "2026-11-21", impressions: 0, clicks: 0 });
  });

  it("measures revenue of this Johannesburg month (refunds and subscriptions excluded), running ads, pending ones and follow-ups", async () => {
    const clock = createTestClock(now);
    const testApp = await createTestApp({ clock });
    const monthStart = startOfMonthInJohannesburg(now); // 2026-10-31T22:00:00Z
    const running = (overrides: object = {}) => ({
      status: "approved" as const,
      startDate: new Date(now.getTime() - DAY_MS),
      endDate: new Date(now.getTime() + DAY_MS),
      ...overrides,
    });

    // Paid this month, running: counts in revenue and as active.
    await insertPaidAd(testApp, { ...running(), price: 29_900 }, new Date(now.getTime() - DAY_MS));
    // Paid in the first minute of the month (Johannesburg), campaign ended: revenue, not active.
    await insertPaidAd(
      testApp,
      { ...running({ endDate: new Date(now.getTime() - 60_000) }), price: 10_000 },
      new Date(monthStart.getTime() + 60_000),
    );
    // Paid a minute before the month began in Johannesburg (October 31, 23:59 there), still running: active, not revenue.
    await insertPaidAd(testApp, { ...running(), price: 70_000 }, new Date(monthStart.getTime() - 60_000));
    // Paid this month, then refunded or being refunded: not revenue, not active.
    const { payment: refunded } = await insertPaidAd(testApp, { status: "rejected", paymentStatus: "refunded", price: 50_000 });
    const { payment: refunding } = await insertPaidAd(testApp, { status: "rejected", paymentStatus: "refund_pending", price: 40_000 });
    await testApp.db.update(payments).set({ status: "refunded" }).where(eq(payments.id, refunded.id));
    await testApp.db.update(payments).set({ status: "refund_pending" }).where(eq(payments.id, refunding.id));
    // A subscription payment this month is not ad revenue.
    await testApp.db.insert(payments).values({ kind: "subscription", amount: 39_900, status: "paid", idempotencyKey: "sub", paidAt: now });
    // Approved but unpaid (no dates), and approved, paid and not started yet: not active.
    await insertAd(testApp, { status: "approved" });
    await insertPaidAd(testApp, running({ startDate: new Date(now.getTime() + 60_000) }), now);
    // Pending: one fresh, two waiting more than 3 days (one of them paid).
    await insertAd(testApp);
    await insertAd(testApp, { createdAt: new Date(now.getTime() - 3 * DAY_MS - 60_000) });
    await insertPaidAd(testApp, { createdAt: new Date(now.getTime() - 5 * DAY_MS) }, new Date(now.getTime() - 5 * DAY_MS));
    // Pending for exactly 3 days: not yet a follow-up.
    await insertAd(testApp, { createdAt: new Date(now.getTime() - 3 * DAY_MS) });

    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/advertisement-stats");
    expect(response.status).toBe(200);
    // 29_900 + 10_000 + the pending paid ad this month (paid 5 days ago, 29_900) + the not-started one (29_900).
    expect(response.body.monthlyRevenue).toBe(29_900 + 10_000 + 29_900 + 29_900);
    expect(response.body.activeAdvertisements).toBe(2);
    expect(response.body.pendingApplications).toBe(4);
    expect(response.body.followUpsDue).toBe(2);
  });

  it("takes the click rate over the running ads' events only, and charts the last 30 Johannesburg days of all ads", async () => {
    const clock = createTestClock(now);
    const testApp = await createTestApp({ clock });
    const running = {
      status: "approved" as const,
      startDate: new Date(now.getTime() - 10 * DAY_MS),
      endDate: new Date(now.getTime() + DAY_MS),
    };
    const { ad: first } = await insertPaidAd(testApp, running);
    const { ad: second } = await insertPaidAd(testApp, running);
    const { ad: ended } = await insertPaidAd(testApp, { ...running, endDate: new Date(now.getTime() - 60_000) });
    // 21:59 UTC on Nov 19 is 23:59 on Nov 19 in Johannesburg; 22:00 UTC is already Nov 20 there.
    await insertEvents(testApp, first.id, "impression", 6, new Date("2026-11-19T21:59:00Z"));
    await insertEvents(testApp, first.id, "click", 1, new Date("2026-11-19T21:59:00Z"));
    await insertEvents(testApp, second.id, "impression", 2, new Date("2026-11-19T22:00:00Z"));
    await insertEvents(testApp, second.id, "click", 2, new Date("2026-11-19T22:00:00Z"));
    // The ended ad's events count in the chart but not in the running ads' rate.
    await insertEvents(testApp, ended.id, "impression", 10, new Date("2026-11-21T08:00:00Z"));
    // Older than the chart's 30 days.
    await insertEvents(testApp, first.id, "impression", 5, new Date("2026-10-22T21:00:00Z"));

    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/advertisement-stats");
    expect(response.status).toBe(200);
    // (1 + 2) / (6 + 5 + 2) = 23.1 %: every event of a running ad, the old ones too.
    expect(response.body.averageClickRate).toBe(23.1);
    const daily = response.body.daily as AdDailyPoint[];
    expect(daily).toHaveLength(30);
    expect(daily.filter((point) => point.impressions > 0 || point.clicks > 0)).toEqual([
      { date: "2026-11-19", impressions: 6, clicks: 1 },
      { date: "2026-11-20", impressions: 2, clicks: 2 },
      { date: "2026-11-21", impressions: 10, clicks: 0 },
    ]);
  });

  it("has no click rate while the running ads have no impressions", async () => {
    const clock = createTestClock(now);
    const testApp = await createTestApp({ clock });
    await insertPaidAd(testApp, {
      status: "approved",
      startDate: new Date(now.getTime() - DAY_MS),
      endDate: new Date(now.getTime() + DAY_MS),
    });
    const { ad: ended } = await insertPaidAd(testApp, { status: "approved", startDate: new Date(0), endDate: new Date(1) });
    await insertEvents(testApp, ended.id, "impression", 3, now);
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/advertisement-stats");
    expect(response.body).toMatchObject({ activeAdvertisements: 1, averageClickRate: null });
  });
});

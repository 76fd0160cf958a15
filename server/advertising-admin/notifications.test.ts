import { describe, expect, it } from "vitest";
import type { AdNotification } from "../../shared/api/advertising";
import { adNotificationReads } from "../../shared/schema/ads";
import { createTestApp, createTestClock, post, signInAdmin } from "../test/test-app";
import { DAY_MS, insertAd, insertPaidAd, patch, signInOtherAdmin } from "./advertising-admin.test-helpers";
import { NOTIFICATION_NOT_FOUND } from "./notifications.service";

const start = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
const summary = (notifications: AdNotification[]) =>
  notifications.map(({ id, type, priority, createdAt, isRead }) => ({ id, type, priority, createdAt, isRead }));

// Sessions end after 30 idle minutes: each test signs in after moving the clock.
describe("GET /api/admin/advertisement-notifications", () => {
  it("derives nothing without ads", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/advertisement-notifications");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("a pending ad is a high-priority new application, and asks for a follow-up only after more than 3 days", async () => {
    const clock = createTestClock(start);
    const testApp = await createTestApp({ clock });
    const ad = await insertAd(testApp, { companyName: "Lingua Books", title: "Graded readers" });

    let admin = await signInAdmin(testApp);
    const fresh = await admin.get("/api/admin/advertisement-notifications");
    expect(fresh.body.unreadCount).toBe(1);
    expect(fresh.body.notifications).toEqual([
      {
        id: `new_application-${ad.id}`,
        type: "new_application",
        title: "New advertisement application",
        message: '"Graded readers" from Lingua Books is waiting for review.',
        advertisementId: ad.id,
        priority: "high",
        createdAt: at(0),
        isRead: false,
      },
    ]);

    clock.advance(3 * DAY_MS);
    admin = await signInAdmin(testApp);
    expect((await admin.get("/api/admin/advertisement-notifications")).body.notifications).toHaveLength(1);

    clock.advance(60_000);
    admin = await signInAdmin(testApp);
    const late = await admin.get("/api/admin/advertisement-notifications");
    expect(summary(late.body.notifications)).toEqual([
      { id: `follow_up_needed-${ad.id}`, type: "follow_up_needed", priority: "medium", createdAt: at(3 * DAY_MS), isRead: false },
      { id: `new_application-${ad.id}`, type: "new_application", priority: "high", createdAt: at(0), isRead: false },
    ]);
    expect(late.body.notifications[0].message).toBe('"Graded readers" from Lingua Books has waited more than 3 days for review.');
    expect(late.body.unreadCount).toBe(2);

    // Reviewed: the application's notices are gone.
    expect((await patch(admin, `/api/advertisements/${ad.id}/reject`)).status).toBe(200);
    expect((await admin.get("/api/admin/advertisement-notifications")).body).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("a paid ad waiting for review is a high-priority payment received, dated at the payment", async () => {
    const clock = createTestClock(start);
    const testApp = await createTestApp({ clock });
    const paidAt = new Date(start.getTime() + 2 * 3_600_000);
    const { ad } = await insertPaidAd(testApp, { companyName: "Lingua Books", title: "Graded readers", price: 59_900 }, paidAt);
    clock.advance(3 * 3_600_000);
    const admin = await signInAdmin(testApp);

    const response = await admin.get("/api/admin/advertisement-notifications");
    expect(summary(response.body.notifications)).toEqual([
      { id: `payment_received-${ad.id}`, type: "payment_received", priority: "high", createdAt: paidAt.toISOString(), isRead: false },
      { id: `new_application-${ad.id}`, type: "new_application", priority: "high", createdAt: at(0), isRead: false },
    ]);
    expect(response.body.notifications[0]).toMatchObject({
      title: "Payment received",
      message: 'Lingua Books paid R599.00 for "Graded readers": it goes live once approved.',
      advertisementId: ad.id,
    });

    // An ad whose checkout is only open (payment pending) has not paid.
    await insertAd(testApp, { paymentStatus: "pending" });
    const types = (await admin.get("/api/admin/advertisement-notifications")).body.notifications.map((n: AdNotification) => n.type);
    expect(types.filter((type: string) => type === "payment_received")).toHaveLength(1);
  });

  it("an approved campaign whose end has come is a low-priority campaign expired, dated at its end", async () => {
    const clock = createTestClock(start);
    const testApp = await createTestApp({ clock });
    const ended = await insertAd(testApp, {
      status: "approved",
      paymentStatus: "paid",
      startDate: new Date(start.getTime() - 30 * DAY_MS),
      endDate: new Date(start.getTime() - DAY_MS),
      title: "Old campaign",
      companyName: "Lingua Books",
    });
    const endsNow = await insertAd(testApp, {
      status: "approved",
      paymentStatus: "paid",
      startDate: new Date(start.getTime() - 7 * DAY_MS),
      endDate: start,
    });
    // Running, approved without payment (no dates), and rejected ads give nothing.
    await insertAd(testApp, {
      status: "approved",
      paymentStatus: "paid",
      startDate: start,
      endDate: new Date(start.getTime() + DAY_MS),
    });
    await insertAd(testApp, { status: "approved" });
    await insertAd(testApp, { status: "rejected", endDate: new Date(start.getTime() - DAY_MS) });
    const admin = await signInAdmin(testApp);

    const response = await admin.get("/api/admin/advertisement-notifications");
    expect(summary(response.body.notifications)).toEqual([
      { id: `campaign_expired-${endsNow.id}`, type: "campaign_expired", priority: "low", createdAt: at(0), isRead: false },
      { id: `campaign_expired-${ended.id}`, type: "campaign_expired", priority: "low", createdAt: at(-DAY_MS), isRead: false },
    ]);
    expect(response.body.notifications[1]).toMatchObject({
      title: "Campaign expired",
      message: 'The campaign of "Old campaign" from Lingua Books ended on 2026-11-20.',
    });
  });

  it("lists every kind newest first", async () => {
    const clock = createTestClock(start);
    const testApp = await createTestApp({ clock });
    const old = await insertAd(testApp);
    clock.advance(4 * DAY_MS);
    const recent = await insertAd(testApp);
    const expired = await insertAd(testApp, { status: "approved", paymentStatus: "paid", endDate: new Date(start.getTime() + DAY_MS) });
    clock.advance(60_000);
    const admin = await signInAdmin(testApp);
    const ids = (await admin.get("/api/admin/advertisement-notifications")).body.notifications.map((n: AdNotification) => n.id);
    expect(ids).toEqual([
      `new_application-${recent.id}`,
      `follow_up_needed-${old.id}`,
      `campaign_expired-${expired.id}`,
      `new_application-${old.id}`,
    ]);
  });
});

describe("POST /api/admin/advertisement-notifications/:id/read", () => {
  it("marks one notification read for this admin only, once, and refuses ids that are not current", async () => {
    const testApp = await createTestApp();
    const first = await signInAdmin(testApp);
    const second = await signInOtherAdmin(testApp);
    const { ad } = await insertPaidAd(testApp);
    const id = `payment_received-${ad.id}`;

    const read = await post(first, `/api/admin/advertisement-notifications/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(1);
    expect(read.body.notifications.find((n: AdNotification) => n.id === id).isRead).toBe(true);
    expect(read.body.notifications.find((n: AdNotification) => n.id === `new_application-${ad.id}`).isRead).toBe(false);

    const again = await post(first, `/api/admin/advertisement-notifications/${id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.unreadCount).toBe(1);
    expect(await testApp.db.select().from(adNotificationReads)).toHaveLength(1);

    const listed = await first.get("/api/admin/advertisement-notifications");
    expect(listed.body.unreadCount).toBe(1);
    const other = await second.get("/api/admin/advertisement-notifications");
    expect(other.body.unreadCount).toBe(2);
    expect(other.body.notifications.every((n: AdNotification) => !n.isRead)).toBe(true);

    for (const unknown of [`follow_up_needed-${ad.id}`, "new_application-999999", "anything", `campaign_expired-${ad.id}`]) {
      const refused = await post(first, `/api/admin/advertisement-notifications/${unknown}/read`);
      expect(refused.status, unknown).toBe(404);
      expect(refused.body).toMatchObject({ code: "not_found", message: NOTIFICATION_NOT_FOUND });
    }
    expect(await testApp.db.select().from(adNotificationReads)).toHaveLength(1);
  });
});

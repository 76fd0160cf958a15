import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BULK_REJECT_LIMIT, BULK_REJECT_MESSAGES, type BulkRejectAdsResponse } from "../../shared/api/admin-advertising";
import { advertisements } from "../../shared/schema/ads";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { insertAd, insertPaidAd } from "./advertising-admin.test-helpers";

const REJECT = "/api/admin/advertisements/reject";

const adsById = async ({ db }: TestApp, ids: number[]) =>
  new Map((await db.select().from(advertisements).where(inArray(advertisements.id, ids))).map((ad) => [ad.id, ad]));

describe("POST /api/admin/advertisements/reject (bulk rejection of spam applications)", () => {
  it("rejects the pending unpaid ads in one go, leaves reviewed and paying ones alone, audits each, and mails no one", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const [principal] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
    const spam = [await insertAd(testApp), await insertAd(testApp), await insertAd(testApp)];
    const approved = await insertAd(testApp, { status: "approved" });
    const { ad: paid } = await insertPaidAd(testApp);
    const checkoutOpen = await insertAd(testApp, { paymentStatus: "pending" });
    const untouched = [approved, paid, checkoutOpen];
    testApp.clock.advance(5 * 60_000);

    const response = await post(admin, REJECT, { ids: [...spam.map((ad) => ad.id), spam[0]!.id, ...untouched.map((ad) => ad.id), 999] });

    expect(response.status).toBe(200);
    expect(response.body as BulkRejectAdsResponse).toEqual({
      rejected: spam.map((ad) => ad.id),
      skipped: [
        { id: approved.id, reason: "already_reviewed" },
        { id: paid.id, reason: "payment_started" },
        { id: checkoutOpen.id, reason: "payment_started" },
        { id: 999, reason: "not_found" },
      ],
    });
    const stored = await adsById(
      testApp,
      [...spam, ...untouched].map((ad) => ad.id),
    );
    for (const ad of spam)
      expect(stored.get(ad.id)).toMatchObject({
        status: "rejected",
        paymentStatus: "unpaid",
        reviewedBy: principal!.id,
        reviewedAt: testApp.clock.now(),
      });
    for (const ad of untouched) expect(stored.get(ad.id)).toEqual(ad);

    const audit = await testApp.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(3);
    audit.forEach((row, index) =>
      expect(row).toMatchObject({
        actorId: principal!.id,
        actorName: "principal",
        action: "advertisement.reject",
        targetType: "advertisement",
        targetId: String(spam[index]!.id),
        summary: `Rejected "${spam[index]!.title}" (${spam[index]!.companyName}) in a bulk rejection of 3; the advertiser was not mailed`,
        before: { status: "pending", paymentStatus: "unpaid" },
        after: { status: "rejected", paymentStatus: "unpaid" },
        createdAt: testApp.clock.now(),
      }),
    );
    // Spam applications name addresses nobody confirmed: the school writes to none of them.
    expect(await testApp.db.select().from(mailOutbox)).toEqual([]);

    // Sent again (a second click, another admin's stale list): nothing more happens.
    const again = await post(admin, REJECT, { ids: spam.map((ad) => ad.id) });
    expect(again.body).toEqual({ rejected: [], skipped: spam.map((ad) => ({ id: ad.id, reason: "already_reviewed" })) });
    expect(await testApp.db.select().from(auditLog)).toHaveLength(3);
  });

  it.each([
    [{ ids: [] }, BULK_REJECT_MESSAGES.noneSelected],
    [{}, BULK_REJECT_MESSAGES.noneSelected],
    [{ ids: Array.from({ length: BULK_REJECT_LIMIT + 1 }, (_, index) => index + 1) }, BULK_REJECT_MESSAGES.tooMany],
    [{ ids: ["1; drop table advertisements"] }, BULK_REJECT_MESSAGES.notAnId],
    [{ ids: [1.5] }, BULK_REJECT_MESSAGES.notAnId],
    [{ ids: [1], status: "approved" }, 'Unrecognized key: "status"'],
  ])("refuses %j with 400 '%s' and changes nothing", async (body, message) => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp);
    const response = await post(admin, REJECT, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await adsById(testApp, [ad.id])).get(ad.id)!.status).toBe("pending");
  });

  it("takes a hundred ids at once", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ads = await Promise.all(Array.from({ length: BULK_REJECT_LIMIT }, () => insertAd(testApp)));
    const response = await post(admin, REJECT, { ids: ads.map((ad) => ad.id) });
    expect(response.status).toBe(200);
    expect((response.body as BulkRejectAdsResponse).rejected).toHaveLength(BULK_REJECT_LIMIT);
    expect(await testApp.db.select().from(auditLog)).toHaveLength(BULK_REJECT_LIMIT);
  });

  it("refuses visitors (401) and students (403)", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const { agent } = await signUp(testApp);
    expect((await post(testApp.request(), REJECT, { ids: [ad.id] })).status).toBe(401);
    expect((await post(agent, REJECT, { ids: [ad.id] })).status).toBe(403);
    expect((await adsById(testApp, [ad.id])).get(ad.id)!.status).toBe("pending");
  });
});

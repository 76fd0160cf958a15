import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ADVERTISEMENT_NOT_FOUND, ALREADY_REVIEWED, VIDEO_MEDIA_MISSING } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { users } from "../../shared/schema/auth";
import { payments } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { SERVED_ADS_READS } from "../ad-serving/served-ads-cache";
import type { ReadCache } from "../lib/read-cache";
import { silentLogger } from "../lib/logger";
import { longDateInJohannesburg } from "../lib/school-time";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import { createTestApp, signInAdmin, signUp, unreachableYoco, type TestApp } from "../test/test-app";
import { DAY_MS, insertAd, insertEvents, insertPaidAd, patch, signInOtherAdmin } from "./advertising-admin.test-helpers";
import { AD_REFUND_NOT_SENT, approveAdvertisement, rejectAdvertisement } from "./review.service";

const adminId = async ({ db }: TestApp, username = "principal") =>
  (await db.select().from(users).where(eq(users.username, username)))[0]!.id;
const storedAd = async ({ db }: TestApp, id: number) => (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!;
const mails = ({ db }: TestApp) => db.select().from(mailOutbox);

describe("advertising admin access", () => {
  it("refuses visitors with 401 and students with 403 on every route, and changes nothing", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const { agent } = await signUp(testApp);
    for (const [method, path] of [
      ["get", "/api/advertisements"],
      ["patch", `/api/advertisements/${ad.id}/approve`],
      ["patch", `/api/advertisements/${ad.id}/reject`],
      ["get", "/api/admin/advertisement-notifications"],
      ["post", `/api/admin/advertisement-notifications/new_application-${ad.id}/read`],
      ["get", "/api/admin/advertisement-stats"],
    ] as const) {
      const anonymous = await testApp.request()[method](path).set("Content-Type", "application/json").send({});
      expect(anonymous.status, path).toBe(401);
      expect((await agent[method](path).set("Content-Type", "application/json").send({})).status, path).toBe(403);
    }
    expect((await storedAd(testApp, ad.id)).status).toBe("pending");
  });
});

describe("GET /api/advertisements (admin)", () => {
  it("lists every ad newest first, with the contact under the contract's names and counted events", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const older = await insertAd(testApp, { advertiserEmail: "old@advertiser.example", advertiserPhone: null, contactName: null });
    testApp.clock.advance(60_000);
    const newer = await insertAd(testApp, {
      companyName: "Lingua Books",
      title: "Graded readers for B1",
      advertiserEmail: "sales@lingua.example",
      advertiserPhone: "+27 82 555 0199",
      contactName: "Sipho Dlamini",
      placementArea: "video_popup_30s",
      videoUrl: "https://lingua.example/ad.mp4",
      posterUrl: "https://lingua.example/poster.jpg",
      price: 59_900,
      duration: 14,
      status: "rejected",
    });
    await insertEvents(testApp, newer.id, "impression", 4, testApp.clock.now());
    await insertEvents(testApp, newer.id, "click", 1, testApp.clock.now());

    const response = await admin.get("/api/advertisements");
    expect(response.status).toBe(200);
    expect(response.body.advertisements.map((ad: { id: number }) => ad.id)).toEqual([newer.id, older.id]);
    expect(response.body.advertisements[0]).toEqual({
      id: newer.id,
      companyName: "Lingua Books",
      title: "Graded readers for B1",
      description: newer.description,
      imageUrl: null,
      videoUrl: "https://lingua.example/ad.mp4",
      posterUrl: "https://lingua.example/poster.jpg",
      linkUrl: "https://advertiser.example/landing",
      placementArea: "video_popup_30s",
      contactEmail: "sales@lingua.example",
      contactName: "Sipho Dlamini",
      phone: "+27 82 555 0199",
      price: 59_900,
      duration: 14,
      status: "rejected",
      paymentStatus: "unpaid",
      startDate: null,
      endDate: null,
      impressions: 4,
      clicks: 1,
      pausedAt: null,
      takenDownAt: null,
      takedownReason: null,
      createdAt: newer.createdAt.toISOString(),
    });
    expect(response.body.advertisements[1]).toMatchObject({
      contactEmail: "old@advertiser.example",
      phone: null,
      contactName: null,
      impressions: 0,
      clicks: 0,
    });
    // Stored names never leak under their column names.
    expect(response.body.advertisements[0]).not.toHaveProperty("advertiserEmail");
    expect(response.body.advertisements[0]).not.toHaveProperty("campaignToken");
  });

  it("answers an empty list when there are no ads", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    expect((await admin.get("/api/advertisements")).body).toEqual({ advertisements: [] });
  });
});

describe("PATCH /api/advertisements/:id/approve", () => {
  it("approves an unpaid ad without dates (they come with the payment), records who and when, and mails the advertiser", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp, { advertiserEmail: "owner@advertiser.example", contactName: "Lerato" });
    testApp.clock.advance(3_600_000);

    const response = await patch(admin, `/api/advertisements/${ad.id}/approve`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ad.id, status: "approved", paymentStatus: "unpaid", startDate: null, endDate: null });
    expect(await storedAd(testApp, ad.id)).toMatchObject({
      status: "approved",
      reviewedAt: testApp.clock.now(),
      reviewedBy: await adminId(testApp),
      startDate: null,
      endDate: null,
    });

    const [mail] = await mails(testApp);
    expect(mail).toMatchObject({ toAddress: "owner@advertiser.example", replyTo: "inbox@college.test" });
    expect(mail!.subject).toBe(`Your advertisement "${ad.title}" is approved`);
    expect(mail!.textBody).toContain("Hello Lerato,");
    expect(mail!.textBody).toContain("It goes live as soon as you pay, which you can do from the campaign page.");
    expect(mail!.textBody).toContain(`http://college.test/advertising/campaigns/${ad.campaignToken}`);
  });

  it("starts a paid ad's campaign now, for its duration", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { ad } = await insertPaidAd(testApp, { duration: 14 });
    testApp.clock.advance(3_600_000);
    const now = testApp.clock.now();

    const response = await patch(admin, `/api/advertisements/${ad.id}/approve`);
    expect(response.status).toBe(200);
    const end = new Date(now.getTime() + 14 * DAY_MS);
    expect(response.body).toMatchObject({
      status: "approved",
      paymentStatus: "paid",
      startDate: now.toISOString(),
      endDate: end.toISOString(),
    });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ startDate: now, endDate: end });
    const [mail] = await mails(testApp);
    expect(mail!.textBody).toContain(`Your payment is received: the campaign is live now and runs until ${longDateInJohannesburg(end)}.`);
  });

  it("refuses (409) a video ad without a playable video file or a poster image, and changes nothing", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const noPoster = await insertAd(testApp, { placementArea: "video_popup_30s", videoUrl: "https://lingua.example/ad.mp4" });
    const pageNotFile = await insertAd(testApp, {
      placementArea: "video_interstitial",
      videoUrl: "https://www.youtube.com/watch?v=abc",
      posterUrl: "https://lingua.example/poster.jpg",
    });
    for (const ad of [noPoster, pageNotFile]) {
      const response = await patch(admin, `/api/advertisements/${ad.id}/approve`);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(VIDEO_MEDIA_MISSING);
      expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "pending", reviewedAt: null, reviewedPosterUrl: null });
    }
    expect(await mails(testApp)).toEqual([]);
  });

  it("stores the video, poster and image addresses the admin saw as the reviewed ones", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { ad } = await insertPaidAd(testApp, {
      placementArea: "video_popup_60s",
      videoUrl: "https://lingua.example/ad.webm",
      posterUrl: "https://lingua.example/poster.png",
    });
    expect((await patch(admin, `/api/advertisements/${ad.id}/approve`)).status).toBe(200);
    expect(await storedAd(testApp, ad.id)).toMatchObject({
      status: "approved",
      reviewedVideoUrl: "https://lingua.example/ad.webm",
      reviewedPosterUrl: "https://lingua.example/poster.png",
      reviewedImageUrl: null,
    });
  });

  it("answers 409 for an ad already reviewed (approved twice, or rejected then approved) and changes nothing", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp);
    expect((await patch(admin, `/api/advertisements/${ad.id}/approve`)).status).toBe(200);
    const reviewed = await storedAd(testApp, ad.id);
    testApp.clock.advance(60_000);

    const again = await patch(admin, `/api/advertisements/${ad.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", message: ALREADY_REVIEWED });
    const reject = await patch(admin, `/api/advertisements/${ad.id}/reject`);
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe(ALREADY_REVIEWED);
    expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "approved", reviewedAt: reviewed.reviewedAt });
    expect(await mails(testApp)).toHaveLength(1);

    const rejected = await insertAd(testApp, { status: "rejected" });
    expect((await patch(admin, `/api/advertisements/${rejected.id}/approve`)).body.message).toBe(ALREADY_REVIEWED);
    expect((await storedAd(testApp, rejected.id)).status).toBe("rejected");
  });

  it("lets only one of two admins approving at once succeed", async () => {
    // The rejection races the approvals and wins now and then: it refunds the paid ad, so Yoco must answer
    // (an unreachable Yoco made that order a 502 instead of the single 200 this test is about).
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockResolvedValue({ id: "ch_ad", refundId: "rfd_race", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const first = await signInAdmin(testApp);
    const second = await signInOtherAdmin(testApp);
    const { ad } = await insertPaidAd(testApp);

    const answers = await Promise.all([
      patch(first, `/api/advertisements/${ad.id}/approve`),
      patch(second, `/api/advertisements/${ad.id}/approve`),
      patch(first, `/api/advertisements/${ad.id}/reject`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === ALREADY_REVIEWED)).toBe(true);
    expect(await mails(testApp)).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    for (const id of ["999999", "abc", "0", "-1"]) {
      for (const action of ["approve", "reject"]) {
        const response = await patch(admin, `/api/advertisements/${id}/${action}`);
        expect(response.status, `${action} ${id}`).toBe(404);
        expect(response.body).toMatchObject({ code: "not_found", message: ADVERTISEMENT_NOT_FOUND });
      }
    }
  });
});

describe("PATCH /api/advertisements/:id/reject", () => {
  it("rejects an unpaid ad without asking Yoco and mails the advertiser that nothing was charged", async () => {
    const refundCheckout = vi.fn<YocoClient["refundCheckout"]>();
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp, { advertiserEmail: "owner@advertiser.example" });

    const response = await patch(admin, `/api/advertisements/${ad.id}/reject`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ad.id, status: "rejected", paymentStatus: "unpaid", startDate: null });
    expect(await storedAd(testApp, ad.id)).toMatchObject({
      status: "rejected",
      paymentStatus: "unpaid",
      reviewedAt: testApp.clock.now(),
      reviewedBy: await adminId(testApp),
    });
    expect(refundCheckout).not.toHaveBeenCalled();
    const [mail] = await mails(testApp);
    expect(mail).toMatchObject({ toAddress: "owner@advertiser.example", subject: `Your advertisement "${ad.title}" was not approved` });
    expect(mail!.textBody).toContain("You have not been charged.");
  });

  it("refunds a paid ad through Yoco once, with the ad's idempotency key, and stores the refund", async () => {
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockResolvedValue({ id: "ch_ad", refundId: "rfd_ad_1", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await insertPaidAd(testApp, { price: 59_900 });

    const response = await patch(admin, `/api/advertisements/${ad.id}/reject`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "rejected", paymentStatus: "refund_pending", startDate: null, endDate: null });
    expect(refundCheckout).toHaveBeenCalledExactlyOnceWith(payment.checkoutId, { idempotencyKey: `ad-refund-${payment.id}` });
    expect((await testApp.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({
      status: "refund_pending",
      refundId: "rfd_ad_1",
    });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "rejected", paymentStatus: "refund_pending" });
    const [mail] = await mails(testApp);
    expect(mail!.textBody).toContain("Your payment of R599.00 is being refunded in full");

    // A second click cannot refund twice.
    expect((await patch(admin, `/api/advertisements/${ad.id}/reject`)).status).toBe(409);
    expect(refundCheckout).toHaveBeenCalledTimes(1);
  });

  it("with Yoco unreachable, the rejection and the pending refund stand and the admin reads a 502", async () => {
    const refundCheckout = vi.fn<YocoClient["refundCheckout"]>().mockRejectedValue(new PaymentProviderError("down", "unreachable"));
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await insertPaidAd(testApp);

    const response = await patch(admin, `/api/advertisements/${ad.id}/reject`);
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: "bad_gateway", message: AD_REFUND_NOT_SENT });
    expect(refundCheckout).toHaveBeenCalledExactlyOnceWith(payment.checkoutId, { idempotencyKey: `ad-refund-${payment.id}` });
    expect((await testApp.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({
      status: "refund_pending",
      refundId: null,
    });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "rejected", paymentStatus: "refund_pending" });
    expect(await mails(testApp)).toHaveLength(1);
    expect((await admin.get("/api/advertisements")).body.advertisements[0]).toMatchObject({ status: "rejected" });
  });

  it("leaves other ads' payments and subscription payments alone", async () => {
    const refundCheckout = vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue({ id: "x", refundId: "rfd_2", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad } = await insertPaidAd(testApp);
    const { payment: other } = await insertPaidAd(testApp);
    await testApp.db
      .insert(payments)
      .values({ kind: "subscription", amount: 100, status: "paid", idempotencyKey: "sub", checkoutId: "ch_sub" });
    expect((await patch(admin, `/api/advertisements/${ad.id}/reject`)).status).toBe(200);
    expect(refundCheckout).toHaveBeenCalledTimes(1);
    expect((await testApp.db.select().from(payments).where(eq(payments.checkoutId, "ch_sub")))[0]?.status).toBe("paid");
    expect((await testApp.db.select().from(payments).where(eq(payments.id, other.id)))[0]?.status).toBe("paid");
  });
});

describe("the served ads are read afresh after a review", () => {
  it("approve and reject invalidate the served-ads reads", async () => {
    const testApp = await createTestApp();
    const invalidate = vi.fn<ReadCache["invalidate"]>();
    const cache: ReadCache = { get: (_key, load) => Promise.resolve(load()), invalidate };
    const first = await insertAd(testApp);
    const second = await insertAd(testApp);
    const actor = { id: await adminIdOf(testApp), username: "principal" };
    const common = { db: testApp.db, clock: testApp.clock, cache, actor, replyTo: "inbox@college.test" };
    await approveAdvertisement({ ...common, id: first.id, siteOrigin: "http://college.test" });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith(SERVED_ADS_READS);
    await rejectAdvertisement({ ...common, id: second.id, yoco: unreachableYoco, logger: silentLogger() });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith(SERVED_ADS_READS);
  });
});

const adminIdOf = async (testApp: TestApp) => {
  await signInAdmin(testApp);
  return adminId(testApp);
};

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  AD_ALREADY_TAKEN_DOWN,
  AD_NOT_APPROVED,
  AD_NOT_PAUSED,
  AD_NOT_RUNNABLE,
  type ApprovedAdsResponse,
} from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import type { YocoClient } from "../lib/payments/yoco-client";
import { createTestApp, signInAdmin, signUp, unreachableYoco, type TestApp } from "../test/test-app";
import { DAY_MS, insertAd, insertPaidAd, patch } from "./advertising-admin.test-helpers";

// Security round 3, L1: an admin can pause or take down a running ad, and only the reviewed media run.

const storedAd = async ({ db }: TestApp, id: number) => (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!;
const served = async (testApp: TestApp) =>
  ((await testApp.request().get("/api/advertisements/approved?placement=homepage_banner")).body as ApprovedAdsResponse).advertisements;
const mailsTo = ({ db }: TestApp, address: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const takeDown = (agent: Parameters<typeof patch>[0], id: number, body: object) =>
  agent.patch(`/api/advertisements/${id}/take-down`).set("Content-Type", "application/json").send(body);

const runningAd = async (testApp: TestApp) => {
  const now = testApp.clock.now().getTime();
  return insertPaidAd(testApp, {
    status: "approved",
    reviewedImageUrl: "https://advertiser.example/banner.png",
    imageUrl: "https://advertiser.example/banner.png",
    startDate: new Date(now - DAY_MS),
    endDate: new Date(now + 29 * DAY_MS),
  });
};

describe("pausing and resuming a running ad", () => {
  it("stops serving it at once, mails the advertiser, and gives the paused days back on resume", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { ad } = await runningAd(testApp);
    expect((await served(testApp)).map((served) => served.id)).toEqual([ad.id]);

    const paused = await patch(admin, `/api/advertisements/${ad.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: ad.id, pausedAt: testApp.clock.now().toISOString() });
    expect(await served(testApp)).toEqual([]);
    expect((await mailsTo(testApp, ad.advertiserEmail)).map((mail) => mail.subject)).toEqual([
      `Your advertisement "${ad.title}" is paused`,
    ]);
    const campaign = await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(campaign.body).toMatchObject({ isRunning: false, pausedAt: testApp.clock.now().toISOString() });
    expect((await patch(admin, `/api/advertisements/${ad.id}/pause`)).body.message).toBe(AD_NOT_RUNNABLE);

    testApp.clock.advance(3 * DAY_MS);
    // Three days on, the admin's session has expired: a fresh sign-in resumes it.
    const later = await signInAdmin(testApp);
    const resumed = await patch(later, `/api/advertisements/${ad.id}/resume`);
    expect(resumed.status).toBe(200);
    expect((await storedAd(testApp, ad.id)).endDate!.getTime()).toBe(ad.endDate!.getTime() + 3 * DAY_MS);
    expect((await storedAd(testApp, ad.id)).pausedAt).toBeNull();
    expect((await served(testApp)).map((served) => served.id)).toEqual([ad.id]);
    expect((await patch(later, `/api/advertisements/${ad.id}/resume`)).body.message).toBe(AD_NOT_PAUSED);
  });

  it("refuses a pending ad (409) and students and visitors (403, 401)", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const pending = await insertAd(testApp);
    const refused = await patch(admin, `/api/advertisements/${pending.id}/pause`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(AD_NOT_RUNNABLE);
    const { ad } = await runningAd(testApp);
    const { agent } = await signUp(testApp);
    expect((await patch(agent, `/api/advertisements/${ad.id}/pause`)).status).toBe(403);
    expect((await patch(testApp.request(), `/api/advertisements/${ad.id}/take-down`)).status).toBe(401);
    expect((await storedAd(testApp, ad.id)).pausedAt).toBeNull();
  });
});

describe("taking an ad down", () => {
  it("ends it for good with the reason mailed, and refunds every paid payment when asked", async () => {
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockResolvedValue({ id: "ch", refundId: "rfd_takedown", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await runningAd(testApp);

    const missingReason = await takeDown(admin, ad.id, { refund: true });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.message).toBe("Please give the reason the advertiser will read");
    expect((await storedAd(testApp, ad.id)).takenDownAt).toBeNull();

    const reason = "The landing page now sells something other than what was approved.";
    const response = await takeDown(admin, ad.id, { reason, refund: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      takenDownAt: testApp.clock.now().toISOString(),
      takedownReason: reason,
      paymentStatus: "refund_pending",
    });
    const stored = await storedAd(testApp, ad.id);
    expect(stored.endDate).toEqual(testApp.clock.now());
    expect(await served(testApp)).toEqual([]);
    const [refunded] = await testApp.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(refunded).toMatchObject({ status: "refund_pending", refundId: "rfd_takedown" });
    expect(refundCheckout).toHaveBeenCalledExactlyOnceWith(payment.checkoutId, { idempotencyKey: `ad-refund-${payment.id}` });
    const [mail] = await mailsTo(testApp, ad.advertiserEmail);
    expect(mail!.subject).toBe(`Your advertisement "${ad.title}" was taken down`);
    expect(mail!.textBody).toContain(reason);
    expect(mail!.textBody).toContain("R299.00 is being refunded");

    expect((await takeDown(admin, ad.id, { reason })).body.message).toBe(AD_ALREADY_TAKEN_DOWN);
    expect((await patch(admin, `/api/advertisements/${ad.id}/resume`)).body.message).toBe(AD_ALREADY_TAKEN_DOWN);
    // The campaign page can no longer be paid.
    const campaign = await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(campaign.body).toMatchObject({ isRunning: false, takedownReason: reason });
  });

  it("without a refund keeps the payment, and a pending ad is rejected instead", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await runningAd(testApp);
    const response = await takeDown(admin, ad.id, { reason: "Repeated complaints from parents about this ad." });
    expect(response.body.paymentStatus).toBe("paid");
    expect((await testApp.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe("paid");
    const [mail] = await mailsTo(testApp, ad.advertiserEmail);
    expect(mail!.textBody).toContain("The payment is not refunded.");
    const pending = await insertAd(testApp);
    expect((await takeDown(admin, pending.id, { reason: "Not what we want on the site." })).body.message).toBe(AD_NOT_APPROVED);
  });
});

describe("the reviewed media", () => {
  it("approval stores the addresses the admin saw, and only those are served", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp, { imageUrl: "https://advertiser.example/reviewed.png", paymentStatus: "paid" });
    await testApp.db.insert(payments).values({
      kind: "advertisement",
      advertisementId: ad.id,
      amount: ad.price,
      status: "paid",
      checkoutId: "ch_media",
      idempotencyKey: "k-media",
    });
    expect((await patch(admin, `/api/advertisements/${ad.id}/approve`)).status).toBe(200);
    expect(await storedAd(testApp, ad.id)).toMatchObject({
      reviewedImageUrl: "https://advertiser.example/reviewed.png",
      reviewedVideoUrl: null,
    });

    // Whatever changes the stored address later (no route does today), the reviewed one runs.
    await testApp.db.update(advertisements).set({ imageUrl: "https://advertiser.example/swapped.png" }).where(eq(advertisements.id, ad.id));
    invalidateServedAds(testApp.cache);
    expect((await served(testApp)).map((served) => served.imageUrl)).toEqual(["https://advertiser.example/reviewed.png"]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { insertAd, insertEvents, insertPaidAd, DAY_MS } from "../advertising-admin/advertising-admin.test-helpers";
import { deliverWebhook, paymentEvent, refundEvent } from "../billing/webhook.test-helpers";
import { PaymentProviderError, type YocoCheckout, type YocoClient } from "../lib/payments/yoco-client";
import { READ_BACK_INTERVAL_MS } from "./payment-read-back-claim";
import { createTestApp, post, signInAdmin, unreachableYoco, type TestApp } from "../test/test-app";

// What happens to an ad's payment after the checkout: the read-back, late and repeated webhooks, a payment
// made after a rejection, refunds Yoco did not accept at once, and the end-of-campaign report.

/** An ad with an open checkout `ch_ad_<id>` for its price, as POST /api/create-yoco-payment leaves it. */
const adWithOpenCheckout = async (testApp: TestApp, overrides: Partial<typeof advertisements.$inferInsert> = {}) => {
  const ad = await insertAd(testApp, { paymentStatus: "pending", ...overrides });
  const [payment] = await testApp.db
    .insert(payments)
    .values({ kind: "advertisement", advertisementId: ad.id, amount: ad.price, checkoutId: `ch_ad_${ad.id}`, idempotencyKey: `k-${ad.id}` })
    .returning();
  return { ad, payment: payment! };
};

const checkoutAt = (id: string, status: string, amount: number): YocoCheckout => ({
  id,
  redirectUrl: "https://pay.yoco.test",
  status,
  amount,
  currency: "ZAR",
  paymentId: status === "completed" ? "p_readback" : null,
  metadata: {},
});

/** The admin's Run now, a minute later each time (a manual run claims the minute's slot). */
const runAdvertisingJob = async (testApp: TestApp, admin: Parameters<typeof post>[0]) => {
  testApp.clock.advance(60_000);
  const response = await post(admin, "/api/admin/jobs/advertising/run", {});
  expect(response.body.result).toBe("succeeded");
  return response;
};

const storedAd = async (testApp: TestApp, id: number) =>
  (await testApp.db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!;
const storedPayment = async (testApp: TestApp, id: number) => (await testApp.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const mailsTo = (testApp: TestApp, address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe("the campaign page reads an open checkout back from Yoco", () => {
  it("confirms a completed checkout before the webhook, once, and the late webhook changes nothing", async () => {
    const getCheckout = vi.fn<YocoClient["getCheckout"]>();
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, getCheckout } });
    const { ad, payment } = await adWithOpenCheckout(testApp, { status: "approved" });
    getCheckout.mockResolvedValue(checkoutAt(payment.checkoutId!, "completed", ad.price));

    const response = await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ paymentStatus: "paid", status: "approved", isRunning: true });
    expect(getCheckout).toHaveBeenCalledExactlyOnceWith(payment.checkoutId);
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "paid", providerPaymentId: "p_readback" });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ paymentStatus: "paid", startDate: testApp.clock.now() });

    // Paid now: the page no longer asks Yoco, and Yoco's own event arrives late.
    await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(getCheckout).toHaveBeenCalledTimes(1);
    const late = await deliverWebhook(testApp, paymentEvent({ checkoutId: payment.checkoutId!, amount: ad.price }));
    expect(late.body.outcome).toBe("already_paid");
    expect(await mailsTo(testApp, ad.advertiserEmail)).toHaveLength(1);
  });

  it("closes a failed checkout so the ad can be paid again, and keeps it open while Yoco is unreachable", async () => {
    const getCheckout = vi.fn<YocoClient["getCheckout"]>().mockRejectedValue(new PaymentProviderError("down", "unreachable"));
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, getCheckout } });
    const { ad, payment } = await adWithOpenCheckout(testApp);

    const whileDown = await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(whileDown.status).toBe(200);
    expect(whileDown.body.paymentStatus).toBe("pending");
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "pending" });

    getCheckout.mockResolvedValue(checkoutAt(payment.checkoutId!, "failed", ad.price));
    // Asked a moment ago: the page does not ask Yoco again within the minute, however often it loads.
    for (let index = 0; index < 5; index++) await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(getCheckout).toHaveBeenCalledTimes(1);
    testApp.clock.advance(READ_BACK_INTERVAL_MS + 1);
    const failed = await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`);
    expect(getCheckout).toHaveBeenCalledTimes(2);
    expect(failed.body.paymentStatus).toBe("unpaid");
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "failed" });
    expect(await mailsTo(testApp, ad.advertiserEmail)).toHaveLength(0);
  });
});

describe("webhooks for an ad's payment", () => {
  it("a repeated delivery and a second event for the same checkout change nothing", async () => {
    const testApp = await createTestApp();
    const { ad, payment } = await adWithOpenCheckout(testApp);
    const event = paymentEvent({ checkoutId: payment.checkoutId!, amount: ad.price });

    expect((await deliverWebhook(testApp, event, { id: "msg_ad" })).body.outcome).toBe("paid");
    const paidAt = (await storedPayment(testApp, payment.id)).paidAt;
    testApp.clock.advance(60_000);
    expect((await deliverWebhook(testApp, event, { id: "msg_ad" })).body.outcome).toBe("duplicate");
    expect((await deliverWebhook(testApp, event, { id: "msg_ad_again" })).body.outcome).toBe("already_paid");

    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "paid", paidAt });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ paymentStatus: "paid" });
    expect(await mailsTo(testApp, ad.advertiserEmail)).toHaveLength(1);
  });

  it("a failed refund of a rejected ad puts the payment back to paid (the money stays with the school)", async () => {
    const testApp = await createTestApp();
    const { ad, payment } = await insertPaidAd(testApp, { status: "rejected", paymentStatus: "refund_pending" });
    await testApp.db.update(payments).set({ status: "refund_pending", refundId: "rfd_1" }).where(eq(payments.id, payment.id));

    const response = await deliverWebhook(testApp, refundEvent("refund.failed", ad.price, payment.checkoutId!));
    expect(response.body.outcome).toBe("refund_failed");
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "paid", refundId: null });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "rejected", paymentStatus: "paid" });
  });

  it("a payment completed after the ad was rejected is refunded at once, and the advertiser is told", async () => {
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockResolvedValue({ id: "ch", refundId: "rfd_late", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const { ad, payment } = await adWithOpenCheckout(testApp, { status: "rejected" });

    const response = await deliverWebhook(testApp, paymentEvent({ checkoutId: payment.checkoutId!, amount: ad.price }));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe("refund_due");
    expect(refundCheckout).toHaveBeenCalledExactlyOnceWith(payment.checkoutId, { idempotencyKey: `ad-refund-${payment.id}` });
    expect(await storedPayment(testApp, payment.id)).toMatchObject({
      status: "refund_pending",
      refundId: "rfd_late",
      paidAt: expect.any(Date),
    });
    expect(await storedAd(testApp, ad.id)).toMatchObject({ status: "rejected", paymentStatus: "refund_pending", startDate: null });
    const [mail] = await mailsTo(testApp, ad.advertiserEmail);
    expect(mail!.subject).toBe(`Your payment for "${ad.title}" is being refunded`);
    expect(mail!.textBody).toContain(`R${(ad.price / 100).toFixed(2)}`);

    const settled = await deliverWebhook(testApp, refundEvent("refund.succeeded", ad.price, payment.checkoutId!), { id: "msg_refund" });
    expect(settled.body.outcome).toBe("refunded");
    expect(await storedAd(testApp, ad.id)).toMatchObject({ paymentStatus: "refunded" });
  });
});

describe("the advertising job", () => {
  it("asks Yoco again for a refund it did not accept, once it answers, and never twice", async () => {
    const refundCheckout = vi.fn<YocoClient["refundCheckout"]>().mockRejectedValue(new PaymentProviderError("down", "unreachable"));
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await insertPaidAd(testApp);
    expect((await admin.patch(`/api/advertisements/${ad.id}/reject`).set("Content-Type", "application/json").send({})).status).toBe(502);

    expect((await runAdvertisingJob(testApp, admin)).body).toMatchObject({ result: "succeeded" });
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "refund_pending", refundId: null });

    refundCheckout.mockResolvedValue({ id: "ch", refundId: "rfd_retry", status: "successful" });
    await runAdvertisingJob(testApp, admin);
    await runAdvertisingJob(testApp, admin);
    expect(refundCheckout).toHaveBeenCalledTimes(3);
    for (const call of refundCheckout.mock.calls) expect(call).toEqual([payment.checkoutId, { idempotencyKey: `ad-refund-${payment.id}` }]);
    expect(await storedPayment(testApp, payment.id)).toMatchObject({ status: "refund_pending", refundId: "rfd_retry" });
  });

  it("mails each ended campaign's report once, with its dates, counted figures and link", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const now = testApp.clock.now();
    const start = new Date(now.getTime() - 30 * DAY_MS);
    const { ad: ended } = await insertPaidAd(testApp, { status: "approved", startDate: start, endDate: new Date(now.getTime() - 1) });
    await insertEvents(testApp, ended.id, "impression", 40, start);
    await insertEvents(testApp, ended.id, "click", 3, start);
    const { ad: running } = await insertPaidAd(testApp, {
      status: "approved",
      startDate: start,
      endDate: new Date(now.getTime() + DAY_MS),
    });
    const { ad: rejected } = await insertPaidAd(testApp, {
      status: "rejected",
      paymentStatus: "refunded",
      endDate: new Date(now.getTime() - 1),
    });

    await runAdvertisingJob(testApp, admin);
    await runAdvertisingJob(testApp, admin);

    const reports = await mailsTo(testApp, ended.advertiserEmail);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.subject).toBe(`Your campaign "${ended.title}" has ended: the report`);
    expect(reports[0]!.textBody).toContain("ran from 22 October 2026 to 21 November 2026 (30 days)");
    expect(reports[0]!.textBody).toContain("Impressions: 40\nClicks: 3\nClick rate: 7.5 %");
    expect(reports[0]!.textBody).toContain(`${testApp.config.siteOrigin}/advertising/campaigns/${ended.campaignToken}`);
    expect((await storedAd(testApp, ended.id)).reportSentAt).toEqual(new Date(now.getTime() + 60_000));
    expect(await mailsTo(testApp, running.advertiserEmail)).toHaveLength(0);
    expect(await mailsTo(testApp, rejected.advertiserEmail)).toHaveLength(0);
  });
});

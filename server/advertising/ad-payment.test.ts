import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { ADVERTISEMENT_NOT_FOUND, ALREADY_PAID, PAYMENT_SESSION_ERROR } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { completeCheckout, startMoneyPathApp, type MoneyPathApp } from "../billing/money-path.test-helpers";
import { deliverWebhook, refundEvent } from "../billing/webhook.test-helpers";
import { AD_SUBMISSION } from "./advertising.test-helpers";
import { createTestApp, post } from "../test/test-app";
import { AD_NOT_PAYABLE } from "./ad-payment.service";

let open: MoneyPathApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const submitted = async (moneyApp: MoneyPathApp, overrides: object = {}) => {
  const response = await post(supertest(moneyApp.origin), "/api/advertisements", { ...AD_SUBMISSION, ...overrides });
  expect(response.status).toBe(201);
  return response.body as { id: number; price: number; campaignToken: string };
};

describe("paying for an advertisement", () => {
  it("charges the stored price (an amount in the body is ignored), and the sandbox's webhook marks the ad paid", async () => {
    open = await startMoneyPathApp();
    const { id, price, campaignToken } = await submitted(open, { duration: 45 });
    const response = await post(supertest(open.origin), "/api/create-yoco-payment", { advertisementId: id, campaignToken, amount: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ checkoutId: expect.stringMatching(/^ch_/), checkoutUrl: expect.stringContaining("/__yoco-sandbox/") });
    const [payment] = await open.db.select().from(payments).where(eq(payments.advertisementId, id));
    expect(payment).toMatchObject({ kind: "advertisement", amount: 44_850, status: "pending", checkoutId: response.body.checkoutId });
    expect(price).toBe(44_850);
    const [pending] = await open.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(pending!.paymentStatus).toBe("pending");

    await completeCheckout(open, response.body.checkoutId, "succeeded");
    const [paid] = await open.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(paid).toMatchObject({ paymentStatus: "paid", status: "pending", startDate: null });
    const [settled] = await open.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
    const receipts = await open.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Payment received: ${AD_SUBMISSION.title}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain(`${open.origin}/advertising/campaigns/${paid!.campaignToken}`);

    const again = await post(supertest(open.origin), "/api/create-yoco-payment", { advertisementId: id, campaignToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_PAID);
  });

  it("an approved ad starts its campaign when it is paid", async () => {
    open = await startMoneyPathApp();
    const { id, campaignToken } = await submitted(open, { duration: 30 });
    await open.db.update(advertisements).set({ status: "approved" }).where(eq(advertisements.id, id));
    const { body } = await post(supertest(open.origin), "/api/create-yoco-payment", { advertisementId: id, campaignToken });
    await completeCheckout(open, body.checkoutId, "succeeded");
    const [running] = await open.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(running!.startDate).toEqual(open.clock.now());
    expect(running!.endDate!.getTime() - running!.startDate!.getTime()).toBe(30 * 86_400_000);
  });

  it("a refund event for a rejected, paid ad settles it as refunded", async () => {
    const testApp = await createTestApp();
    const { body } = await post(testApp.request(), "/api/advertisements", AD_SUBMISSION);
    await testApp.db
      .update(advertisements)
      .set({ status: "rejected", paymentStatus: "refund_pending" })
      .where(eq(advertisements.id, body.id));
    await testApp.db.insert(payments).values({
      kind: "advertisement",
      advertisementId: body.id,
      amount: 29_900,
      status: "refund_pending",
      checkoutId: "ch_ad_1",
      idempotencyKey: "key-ad-1",
    });
    const response = await deliverWebhook(testApp, refundEvent("refund.succeeded", 29_900, "ch_ad_1"));
    expect(response.body.outcome).toBe("refunded");
    const [refunded] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    expect(refunded!.paymentStatus).toBe("refunded");
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.checkoutId, "ch_ad_1"));
    expect(payment).toMatchObject({ status: "refunded", refundId: "rfd_1" });
  });

  it("refuses an unknown ad (404), a rejected one (409), and says so when Yoco is down (502, payment failed)", async () => {
    const testApp = await createTestApp();
    const unknown = await post(testApp.request(), "/api/create-yoco-payment", { advertisementId: 999, campaignToken: "x".repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADVERTISEMENT_NOT_FOUND);
    const { body } = await post(testApp.request(), "/api/advertisements", AD_SUBMISSION);
    const down = await post(testApp.request(), "/api/create-yoco-payment", { advertisementId: body.id, campaignToken: body.campaignToken });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(PAYMENT_SESSION_ERROR);
    const [failed] = await testApp.db.select().from(payments).where(eq(payments.advertisementId, body.id));
    expect(failed!.status).toBe("failed");
    const [unpaid] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    expect(unpaid!.paymentStatus).toBe("unpaid");
    await testApp.db.update(advertisements).set({ status: "rejected" }).where(eq(advertisements.id, body.id));
    const rejected = await post(testApp.request(), "/api/create-yoco-payment", {
      advertisementId: body.id,
      campaignToken: body.campaignToken,
    });
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe(AD_NOT_PAYABLE);
  });
});

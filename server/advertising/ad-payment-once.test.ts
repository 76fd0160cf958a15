import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADVERTISEMENT_NOT_FOUND, CAMPAIGN_LINK_NEEDED } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { insertPaidAd, patch } from "../advertising-admin/advertising-admin.test-helpers";
import { completeCheckout, startMoneyPathApp, type MoneyPathApp } from "../billing/money-path.test-helpers";
import { deliverWebhook, paymentEvent, refundEvent } from "../billing/webhook.test-helpers";
import type { YocoClient } from "../lib/payments/yoco-client";
import { createTestApp, post, signInAdmin, unreachableYoco } from "../test/test-app";
import { AD_SUBMISSION } from "./advertising.test-helpers";

// Security round 3, M1 and M2: only the holder of the campaign link opens an ad's checkout, one checkout
// is open per ad, and an ad is never paid twice.

let open: MoneyPathApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const submit = async (moneyApp: MoneyPathApp) => {
  const response = await post(supertest(moneyApp.origin), "/api/advertisements", AD_SUBMISSION);
  expect(response.status).toBe(201);
  return response.body as { id: number; campaignToken: string };
};
const pay = (moneyApp: MoneyPathApp, body: object) => post(supertest(moneyApp.origin), "/api/create-yoco-payment", body);
const adPayments = (moneyApp: MoneyPathApp, id: number) =>
  moneyApp.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, id)));

describe("opening an ad's checkout", () => {
  it("needs the campaign token: the id alone or a wrong token opens nothing and reveals no link", async () => {
    open = await startMoneyPathApp();
    const { id, campaignToken } = await submit(open);

    const idOnly = await pay(open, { advertisementId: id });
    expect(idOnly.status).toBe(400);
    expect(idOnly.body.message).toBe(CAMPAIGN_LINK_NEEDED);
    const wrong = await pay(open, { advertisementId: id, campaignToken: `${campaignToken.slice(0, -1)}x` });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(ADVERTISEMENT_NOT_FOUND);
    // Another ad's token does not open this one either.
    const other = await submit(open);
    expect((await pay(open, { advertisementId: id, campaignToken: other.campaignToken })).status).toBe(404);
    expect(await adPayments(open, id)).toHaveLength(0);
    const [ad] = await open.db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(ad!.paymentStatus).toBe("unpaid");

    const right = await pay(open, { advertisementId: id, campaignToken });
    expect(right.status).toBe(200);
    expect(JSON.stringify(right.body)).not.toContain(campaignToken);
  });

  it("keeps one checkout open per ad: Pay now again gets the same one, a cancelled one is replaced", async () => {
    open = await startMoneyPathApp();
    const { id, campaignToken } = await submit(open);
    const first = await pay(open, { advertisementId: id, campaignToken });
    const again = await pay(open, { advertisementId: id, campaignToken });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await adPayments(open, id)).toHaveLength(1);

    await completeCheckout(open, first.body.checkoutId, "cancelled");
    const fresh = await pay(open, { advertisementId: id, campaignToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.checkoutId).not.toBe(first.body.checkoutId);
    const rows = await adPayments(open, id);
    expect(rows.map((row) => row.status).sort()).toEqual(["cancelled", "pending"]);
  });

  it("two Pay now clicks at once leave one open checkout", async () => {
    open = await startMoneyPathApp();
    const { id, campaignToken } = await submit(open);
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(open!, { advertisementId: id, campaignToken })));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect((await adPayments(open, id)).filter((row) => row.status === "pending")).toHaveLength(1);
  });
});

describe("a checkout opened before its address was stored", () => {
  it("is handed out again with the address Yoco gives, never a second checkout", async () => {
    const getCheckout = vi.fn<YocoClient["getCheckout"]>().mockResolvedValue({
      id: "ch_legacy",
      redirectUrl: "https://pay.yoco.test/ch_legacy",
      status: "created",
      amount: 29_900,
      currency: "ZAR",
      paymentId: null,
      metadata: {},
    });
    const createCheckout = vi.fn<YocoClient["createCheckout"]>();
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, getCheckout, createCheckout } });
    const { body } = await post(testApp.request(), "/api/advertisements", AD_SUBMISSION);
    await testApp.db
      .insert(payments)
      .values({ kind: "advertisement", advertisementId: body.id, amount: 29_900, checkoutId: "ch_legacy", idempotencyKey: "k-legacy" });

    const response = await post(testApp.request(), "/api/create-yoco-payment", {
      advertisementId: body.id,
      campaignToken: body.campaignToken,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ checkoutId: "ch_legacy", checkoutUrl: "https://pay.yoco.test/ch_legacy" });
    expect(createCheckout).not.toHaveBeenCalled();
    const [stored] = await testApp.db.select().from(payments).where(eq(payments.checkoutId, "ch_legacy"));
    expect(stored!.checkoutUrl).toBe("https://pay.yoco.test/ch_legacy");
  });
});

describe("an ad is never paid twice", () => {
  it("a second completed checkout of a paid ad is recorded, refunded at once, and the ad stays paid", async () => {
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockResolvedValue({ id: "ch_second", refundId: "rfd_second", status: "successful" });
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const { ad } = await insertPaidAd(testApp, { status: "approved" });
    // A checkout opened before the one-open-checkout rule (or completed at Yoco after being closed here).
    await testApp.db.insert(payments).values({
      kind: "advertisement",
      advertisementId: ad.id,
      amount: ad.price,
      status: "cancelled",
      checkoutId: "ch_second",
      idempotencyKey: "k-second",
    });

    const response = await deliverWebhook(testApp, paymentEvent({ checkoutId: "ch_second", amount: ad.price, paymentId: "p_second" }));
    expect(response.body.outcome).toBe("refund_due");
    const [second] = await testApp.db.select().from(payments).where(eq(payments.checkoutId, "ch_second"));
    expect(second).toMatchObject({ status: "refund_pending", refundId: "rfd_second", providerPaymentId: "p_second" });
    expect(refundCheckout).toHaveBeenCalledExactlyOnceWith("ch_second", { idempotencyKey: `ad-refund-${second!.id}` });
    const [stillPaid] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, ad.id));
    expect(stillPaid!.paymentStatus).toBe("paid");
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ad.advertiserEmail));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your second payment for "${ad.title}" is being refunded`]);

    // Yoco's refund event settles the second payment only.
    expect((await deliverWebhook(testApp, refundEvent("refund.succeeded", ad.price, "ch_second"), { id: "msg_refund" })).body.outcome).toBe(
      "refunded",
    );
    const [after] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, ad.id));
    expect(after!.paymentStatus).toBe("paid");
  });

  it("rejecting an ad refunds every paid payment of it", async () => {
    const refundCheckout = vi
      .fn<YocoClient["refundCheckout"]>()
      .mockImplementation(async (checkoutId) => ({ id: checkoutId, refundId: `rfd_${checkoutId}`, status: "successful" }));
    const testApp = await createTestApp({ yoco: { ...unreachableYoco, refundCheckout } });
    const admin = await signInAdmin(testApp);
    const { ad, payment } = await insertPaidAd(testApp);
    const [extra] = await testApp.db
      .insert(payments)
      .values({
        kind: "advertisement",
        advertisementId: ad.id,
        amount: ad.price,
        status: "paid",
        checkoutId: "ch_extra",
        idempotencyKey: "k-extra",
      })
      .returning();

    const response = await patch(admin, `/api/advertisements/${ad.id}/reject`);
    expect(response.status).toBe(200);
    expect(response.body.paymentStatus).toBe("refund_pending");
    const rows = await testApp.db.select().from(payments).where(eq(payments.advertisementId, ad.id));
    expect(rows.map((row) => [row.id, row.status, row.refundId]).sort()).toEqual(
      [
        [payment.id, "refund_pending", `rfd_${payment.checkoutId}`],
        [extra!.id, "refund_pending", "rfd_ch_extra"],
      ].sort(),
    );
    expect(refundCheckout).toHaveBeenCalledTimes(2);
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ad.advertiserEmail));
    expect(mail!.textBody).toContain("R598.00");
  });
});

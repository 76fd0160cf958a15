import { eq } from "drizzle-orm";
import supertest from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { receiptMail } from "./receipt-mail";

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});

const addPayment = async (userId: number, values: Partial<typeof payments.$inferInsert> = {}) => {
  // A plan of the reference content that every test database holds.
  const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  const [payment] = await testApp.db
    .insert(payments)
    .values({
      userId,
      kind: "subscription",
      planId: plan!.id,
      amount: 39_900,
      status: "paid",
      checkoutId: `ch_${Math.random()}`,
      providerPaymentId: `p_${Math.random()}`,
      idempotencyKey: `key_${Math.random()}`,
      paidAt: new Date("2026-11-21T10:00:00Z"),
      periodStart: new Date("2026-11-21T10:00:00Z"),
      periodEnd: new Date("2026-12-21T10:00:00Z"),
      ...values,
    })
    .returning();
  return payment!;
};

describe("GET /api/payments/:id/receipt", () => {
  it("answers the owner the receipt of a paid payment", async () => {
    const { agent, user } = await signUp(testApp, { firstName: "Amara", lastName: "Dube", email: "amara@example.com" });
    const payment = await addPayment(user.id);

    const response = await agent.get(`/api/payments/${payment.id}/receipt`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      paymentId: payment.id,
      receiptNumber: `R-2026-${String(payment.id).padStart(6, "0")}`,
      payerName: "Amara Dube",
      payerEmail: "amara@example.com",
      paidAt: "2026-11-21T10:00:00.000Z",
      planName: "Standard",
      periodStart: "2026-11-21T10:00:00.000Z",
      periodEnd: "2026-12-21T10:00:00.000Z",
      amount: 39_900,
      currency: "ZAR",
      status: "paid",
      paymentReference: payment.providerPaymentId,
      refunds: [],
    });
  });

  it("answers another student 404, the same as an unknown or malformed id", async () => {
    const { user: owner } = await signUp(testApp);
    const payment = await addPayment(owner.id);
    const { agent: other } = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });

    for (const path of [`/api/payments/${payment.id}/receipt`, "/api/payments/999999/receipt", "/api/payments/abc/receipt"]) {
      const response = await other.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: "not_found", message: "Receipt not found" });
    }
  });

  it("has no receipt for a payment that was never paid", async () => {
    const { agent, user } = await signUp(testApp);
    for (const status of ["pending", "failed", "cancelled"] as const) {
      const payment = await addPayment(user.id, { status, paidAt: null });
      const response = await agent.get(`/api/payments/${payment.id}/receipt`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: "not_found", message: "Receipt not found" });
    }
  });

  it("lists the refund of a refunded payment with its date and amount", async () => {
    const { agent, user } = await signUp(testApp);
    const payment = await addPayment(user.id, { status: "refunded", refundId: "rf_1", refundedAt: new Date("2026-11-25T08:00:00Z") });

    const response = await agent.get(`/api/payments/${payment.id}/receipt`);

    expect(response.status).toBe(200);
    expect(response.body.status).toBe("refunded");
    expect(response.body.refunds).toEqual([{ refundedAt: "2026-11-25T08:00:00.000Z", amount: 39_900 }]);
  });

  it("asks a visitor to sign in", async () => {
    const response = await supertest(testApp.app).get("/api/payments/1/receipt");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/subscriptions/me payments", () => {
  it("lists every payment of the account, failed and refunded ones too, with the refund date", async () => {
    const { agent, user } = await signUp(testApp);
    const paid = await addPayment(user.id);
    const failed = await addPayment(user.id, { status: "failed", paidAt: null, periodStart: null, periodEnd: null });
    const refunded = await addPayment(user.id, { status: "refunded", refundedAt: new Date("2026-11-25T08:00:00Z") });

    const response = await agent.get("/api/subscriptions/me");

    expect(response.status).toBe(200);
    const byId = new Map((response.body.payments as { id: number; status: string; refundedAt: string | null }[]).map((p) => [p.id, p]));
    expect(byId.size).toBe(3);
    expect(byId.get(paid.id)).toMatchObject({ status: "paid", refundedAt: null, planName: "Standard", amount: 39_900 });
    expect(byId.get(failed.id)).toMatchObject({ status: "failed", paidAt: null });
    expect(byId.get(refunded.id)).toMatchObject({ status: "refunded", refundedAt: "2026-11-25T08:00:00.000Z" });
  });
});

describe("receipt mail", () => {
  it("carries the same receipt number as the printable receipt and says where to print it", () => {
    const mail = receiptMail({
      to: "amara@example.com",
      name: "Amara",
      planName: "Standard",
      amount: 39_900,
      paymentId: 42,
      periodStart: new Date("2026-12-31T23:00:00Z"),
      periodEnd: new Date("2027-01-31T23:00:00Z"),
      // 01:00 on 1 January in Johannesburg: the receipt belongs to 2027.
      paidAt: new Date("2026-12-31T23:00:00Z"),
    });
    expect(mail.text).toContain("Receipt number: R-2027-000042");
    expect(mail.text).toContain("Every receipt can be viewed and printed from the Profile tab of your dashboard.");
  });
});

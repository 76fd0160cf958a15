import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REASON_REQUIRED } from "../../shared/api/admin-subscriptions";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { deliverWebhook, refundEvent } from "../billing/webhook.test-helpers";
import { completeCheckout, signUpOn, startMoneyPathApp, type MoneyPathApp } from "../billing/money-path.test-helpers";
import { PaymentProviderError, type YocoClient, type YocoRefund } from "../lib/payments/yoco-client";
import { signInAdmin, type TestApp } from "../test/test-app";
import { adminAndPayingStudent, auditRows, post } from "./admin-subscriptions.test-helpers";

const accepted: YocoRefund = { id: "ch_test123", refundId: "rfd_1", status: "successful" };

const levelOf = async (testApp: TestApp, userId: number) =>
  (await testApp.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionLevel;

let moneyApp: MoneyPathApp | undefined;
afterEach(async () => {
  await moneyApp?.close();
  moneyApp = undefined;
});

describe("POST /api/admin/users/:id/payments/:paymentId/refund", () => {
  it("asks Yoco once for the payment, ends access as the money-back refund does, and records it", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue(accepted) };
    const { testApp, admin, student, plan, payment } = await adminAndPayingStudent(yoco);
    const path = `/api/admin/users/${student.user.id}/payments/${payment.id}/refund`;
    const response = await post(admin, path, { reason: "Charged twice by the bank" });
    expect(response.status).toBe(200);
    expect(yoco.refundCheckout).toHaveBeenCalledExactlyOnceWith("ch_test123", { idempotencyKey: `refund-${payment.id}` });
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({
      status: "refund_pending",
      refundId: "rfd_1",
      amount: plan.price,
    });
    expect((await testApp.db.select().from(subscriptions))[0]!.status).toBe("refund_pending");
    expect(await levelOf(testApp, student.user.id)).toBeNull();
    expect(response.body.payments[0]).toMatchObject({ status: "refund_pending", canRefund: false, canResendReceipt: false });
    const [entry] = await auditRows(testApp, "payment.refund");
    expect(entry).toMatchObject({
      actorName: "principal",
      targetType: "payment",
      targetId: String(payment.id),
      summary: `Refund of R${(plan.price / 100).toFixed(2)} (R-2026-${String(payment.id).padStart(6, "0")}) asked of Yoco; access ended (reason: Charged twice by the bank)`,
      before: { status: "paid", subscriptionStatus: "active" },
      after: { status: "refund_pending", amount: plan.price, subscriptionStatus: "refund_pending", reason: "Charged twice by the bank" },
    });

    // Yoco's event settles it by the same path as the student's refund.
    expect((await deliverWebhook(testApp, refundEvent("refund.succeeded", plan.price), { id: "msg_refund" })).body.outcome).toBe(
      "refunded",
    );
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "refunded" });
    expect((await testApp.db.select().from(subscriptions))[0]!.status).toBe("expired");
    const mine = await student.agent.get("/api/subscriptions/me");
    expect(mine.body.payments[0]).toMatchObject({ status: "refunded", refundedAt: testApp.clock.now().toISOString() });

    const again = await post(admin, path, { reason: "again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payment has already been refunded");
    expect(yoco.refundCheckout).toHaveBeenCalledTimes(1);
    const account = await admin.get(`/api/admin/users/${student.user.id}/subscription`);
    expect(account.body.history.map((row: { kind: string }) => row.kind)).toEqual(["refund_requested", "refunded", "started"]);
  });

  it("a refund already under way answers 409; with Yoco unreachable it stays recorded and a second click sends it, once", async () => {
    const yoco = {
      refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockRejectedValue(new PaymentProviderError("down", "unreachable")),
    };
    const { testApp, admin, student, payment } = await adminAndPayingStudent(yoco);
    const path = `/api/admin/users/${student.user.id}/payments/${payment.id}/refund`;
    const failed = await post(admin, path, { reason: "Goodwill" });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(
      "The refund is recorded but the payment service is not responding. Try again in a few minutes: it is sent once.",
    );
    expect((await testApp.db.select().from(payments))[0]).toMatchObject({ status: "refund_pending", refundId: null });
    expect((await admin.get(`/api/admin/users/${student.user.id}/subscription`)).body.payments[0].canRefund).toBe(true);

    yoco.refundCheckout.mockReset().mockResolvedValue(accepted);
    expect((await post(admin, path, { reason: "Goodwill" })).status).toBe(200);
    expect(yoco.refundCheckout).toHaveBeenCalledExactlyOnceWith("ch_test123", { idempotencyKey: `refund-${payment.id}` });
    const underWay = await post(admin, path, { reason: "Goodwill" });
    expect(underWay.status).toBe(409);
    expect(underWay.body.message).toBe("This payment's refund is already under way");
    expect(yoco.refundCheckout).toHaveBeenCalledTimes(1);
    // Recorded once: the second click only sent what was recorded.
    expect(await auditRows(testApp, "payment.refund")).toHaveLength(1);
  });

  it("refuses an unpaid payment, another student's payment, a missing reason and a student", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue(accepted) };
    const { testApp, admin, student, payment } = await adminAndPayingStudent(yoco);
    const [open] = await testApp.db
      .insert(payments)
      .values({ userId: student.user.id, kind: "subscription", amount: 100, idempotencyKey: "open", checkoutId: "ch_open" })
      .returning();
    const unpaid = await post(admin, `/api/admin/users/${student.user.id}/payments/${open!.id}/refund`, { reason: "x" });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe("Only a paid subscription payment can be refunded");
    const unknown = await post(admin, `/api/admin/users/${student.user.id}/payments/99999/refund`, { reason: "x" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Payment not found");
    const wrongOwner = await post(admin, `/api/admin/users/${await signInAdminId(testApp)}/payments/${payment.id}/refund`, { reason: "x" });
    expect(wrongOwner.status).toBe(404);
    const noReason = await post(admin, `/api/admin/users/${student.user.id}/payments/${payment.id}/refund`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REASON_REQUIRED);
    const byStudent = await post(student.agent, `/api/admin/users/${student.user.id}/payments/${payment.id}/refund`, { reason: "x" });
    expect(byStudent.status).toBe(403);
    expect(yoco.refundCheckout).not.toHaveBeenCalled();
    expect((await testApp.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe("paid");
  });

  it("a payment for a period already over is refunded without ending the access a newer payment bought", async () => {
    const yoco = { refundCheckout: vi.fn<YocoClient["refundCheckout"]>().mockResolvedValue(accepted) };
    const { testApp, admin, student, payment } = await adminAndPayingStudent(yoco);
    // The paid month is over and the next one is paid (moved by hand: the money path has its own tests).
    await testApp.db
      .update(payments)
      .set({
        periodStart: new Date("2026-10-21T10:00:00Z"),
        periodEnd: new Date("2026-11-21T10:00:00Z"),
        paidAt: new Date("2026-10-21T10:00:00Z"),
      })
      .where(eq(payments.id, payment.id));
    const response = await post(admin, `/api/admin/users/${student.user.id}/payments/${payment.id}/refund`, { reason: "Old complaint" });
    expect(response.status).toBe(200);
    expect(response.body.subscription.status).toBe("active");
    expect(await levelOf(testApp, student.user.id)).toBe("Standard");
    expect((await auditRows(testApp, "payment.refund"))[0]!.after).not.toHaveProperty("subscriptionStatus");
  });
});

/** The principal's own id: a user who does not own the payment. */
const signInAdminId = async (testApp: TestApp) => (await testApp.db.select().from(users).where(eq(users.username, "principal")))[0]!.id;

describe("a double click on Refund, through the Yoco sandbox", () => {
  it("makes one refund of the whole payment; the refund event ends access and the student sees it", async () => {
    moneyApp = await startMoneyPathApp();
    const [plan] = await moneyApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
    const { agent, user } = await signUpOn(moneyApp);
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan!.id });
    await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");
    const admin = await signInAdmin(moneyApp);
    const [payment] = await moneyApp.db.select().from(payments);
    const path = `/api/admin/users/${user.id}/payments/${payment!.id}/refund`;
    const answers = await Promise.all([post(admin, path, { reason: "Double" }), post(admin, path, { reason: "Double" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe("This payment's refund is already under way");
    expect(await auditRows(moneyApp, "payment.refund")).toHaveLength(1);
    await vi.waitFor(async () => expect((await moneyApp!.db.select().from(payments))[0]).toMatchObject({ status: "refunded" }));
    expect((await moneyApp.db.select().from(subscriptions))[0]!.status).toBe("expired");
    // "refunded", not a partial refund: Yoco's event carried the whole amount.
    const mine = await agent.get("/api/subscriptions/me");
    expect(mine.body.payments[0]).toMatchObject({ status: "refunded", amount: plan!.price });
    expect(mine.body.subscription.status).toBe("expired");
  });
});

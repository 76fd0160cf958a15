import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXTEND_DAYS_MESSAGE, REASON_REQUIRED } from "../../shared/api/admin-subscriptions";
import { users } from "../../shared/schema/auth";
import { payments, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { runSubscriptionLifecycle } from "../billing/subscription-lifecycle.job";
import { createTestApp, signInAdmin, signUp } from "../test/test-app";
import { adminAndPayingStudent, auditRows, post } from "./admin-subscriptions.test-helpers";

const DAY_MS = 86_400_000;
const subscriptionOf = async (testApp: { db: Awaited<ReturnType<typeof createTestApp>>["db"] }) =>
  (await testApp.db.select().from(subscriptions))[0]!;

describe("admin subscription routes: access", () => {
  it("refuses visitors with 401 and students with 403, and changes nothing", async () => {
    const { testApp, student, payment } = await adminAndPayingStudent();
    const base = `/api/admin/users/${student.user.id}`;
    const routes = [
      ["get", `${base}/subscription`],
      ["post", `${base}/subscription/extend`],
      ["post", `${base}/subscription/cancel`],
      ["post", `${base}/subscription/resume`],
      ["post", `${base}/payments/${payment.id}/refund`],
      ["post", `${base}/payments/${payment.id}/receipt`],
    ] as const;
    for (const [method, path] of routes) {
      expect((await testApp.request()[method](path).set("Content-Type", "application/json").send({})).status).toBe(401);
      const body = { days: 30, reason: "mine" };
      expect((await student.agent[method](path).set("Content-Type", "application/json").send(body)).status).toBe(403);
    }
    expect(await subscriptionOf(testApp)).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-12-21T10:00:00Z") });
    expect((await testApp.db.select().from(payments))[0]!.status).toBe("paid");
    expect(await auditRows(testApp, "subscription.extend")).toHaveLength(0);
  });
});

describe("GET /api/admin/users/:id/subscription", () => {
  it("shows the plan, the status the student is told, the period, the payment and the history", async () => {
    const { admin, student, plan, payment } = await adminAndPayingStudent();
    const response = await admin.get(`/api/admin/users/${student.user.id}/subscription`);
    expect(response.status).toBe(200);
    expect(response.body.subscription).toMatchObject({
      plan: { id: plan.id, name: "Standard", audience: "adult", billingInterval: "month" },
      status: "active",
      displayStatus: "active",
      currentPeriodStart: "2026-11-21T10:00:00.000Z",
      currentPeriodEnd: "2026-12-21T10:00:00.000Z",
      cancelAtPeriodEnd: false,
      isTrial: false,
      canExtend: true,
      canCancel: true,
      canResume: false,
    });
    expect(response.body.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        amount: plan.price,
        status: "paid",
        planName: "Standard",
        paidAt: "2026-11-21T10:00:00.000Z",
        receiptNumber: `R-2026-${String(payment.id).padStart(6, "0")}`,
        canRefund: true,
        canResendReceipt: true,
      }),
    ]);
    expect(response.body.history).toEqual([
      {
        at: "2026-11-21T10:00:00.000Z",
        kind: "started",
        summary: `Started Standard: paid R${(plan.price / 100).toFixed(2)} for 21 Nov 2026 to 21 Dec 2026`,
        actorName: null,
      },
    ]);
    expect(response.body.email).toBe("thandi@example.com");
  });

  it("answers a student without a subscription, and 404 for an unknown or malformed id", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUp(testApp);
    const response = await admin.get(`/api/admin/users/${user.id}/subscription`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subscription: null, payments: [], history: [] });
    for (const id of ["99999", "abc"]) {
      const missing = await admin.get(`/api/admin/users/${id}/subscription`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("User not found");
    }
  });
});

describe("POST /api/admin/users/:id/subscription/extend", () => {
  it("moves the period's end by the days given, touches no money, and records who, before and after", async () => {
    const { testApp, admin, student } = await adminAndPayingStudent();
    const response = await post(admin, `/api/admin/users/${student.user.id}/subscription/extend`, {
      days: 7,
      reason: "Two classes missed",
    });
    expect(response.status).toBe(200);
    expect(response.body.subscription).toMatchObject({ currentPeriodEnd: "2026-12-28T10:00:00.000Z", status: "active" });
    expect(await subscriptionOf(testApp)).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-12-28T10:00:00Z") });
    expect(await testApp.db.select().from(payments)).toHaveLength(1);
    const [entry] = await auditRows(testApp, "subscription.extend");
    expect(entry).toMatchObject({
      actorName: "principal",
      targetType: "subscription",
      targetId: String((await subscriptionOf(testApp)).id),
      summary: "Extended by 7 days to 28 Dec 2026 (reason: Two classes missed)",
      before: { currentPeriodEnd: "2026-12-21T10:00:00.000Z", status: "active" },
      after: { currentPeriodEnd: "2026-12-28T10:00:00.000Z", status: "active", days: 7, reason: "Two classes missed" },
    });
    expect(response.body.history[0]).toMatchObject({ kind: "extended", actorName: "principal", summary: entry!.summary });
  });

  it("refuses days outside 1-365 and a missing reason with the form's words", async () => {
    const { testApp, admin, student } = await adminAndPayingStudent();
    const path = `/api/admin/users/${student.user.id}/subscription/extend`;
    for (const days of [0, 366, 1.5, "many"]) {
      const refused = await post(admin, path, { days, reason: "x" });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(EXTEND_DAYS_MESSAGE);
    }
    const noReason = await post(admin, path, { days: 3, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REASON_REQUIRED);
    expect((await subscriptionOf(testApp)).currentPeriodEnd).toEqual(new Date("2026-12-21T10:00:00Z"));
  });

  it("brings a subscription in its grace period back to active, and the lifecycle job then leaves it", async () => {
    const { testApp, student } = await adminAndPayingStudent();
    testApp.clock.set(new Date("2026-12-22T10:00:00Z"));
    await runSubscriptionLifecycle({ db: testApp.db, clock: testApp.clock, siteOrigin: "http://college.test" });
    expect((await subscriptionOf(testApp)).status).toBe("past_due");
    // A day later the admin's session has timed out: they sign in again.
    const response = await post(await signInAdmin(testApp), `/api/admin/users/${student.user.id}/subscription/extend`, {
      days: 5,
      reason: "Card trouble",
    });
    expect(response.body.subscription).toMatchObject({
      status: "active",
      displayStatus: "active",
      currentPeriodEnd: "2026-12-26T10:00:00.000Z",
    });
    testApp.clock.advance(2 * DAY_MS);
    await runSubscriptionLifecycle({ db: testApp.db, clock: testApp.clock, siteOrigin: "http://college.test" });
    expect((await subscriptionOf(testApp)).status).toBe("active");
    expect((await testApp.db.select().from(users).where(eq(users.id, student.user.id)))[0]!.subscriptionLevel).toBe("Standard");
    const [entry] = await auditRows(testApp, "subscription.extend");
    expect(entry).toMatchObject({ before: { status: "past_due" }, after: { status: "active" } });
  });

  it("refuses an ended subscription with 409 and a student without one with 404", async () => {
    const { testApp, admin, student } = await adminAndPayingStudent();
    await testApp.db.update(subscriptions).set({ status: "expired" });
    const ended = await post(admin, `/api/admin/users/${student.user.id}/subscription/extend`, { days: 5, reason: "x" });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe("This subscription has ended: the student subscribes again to come back");
    const other = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const none = await post(admin, `/api/admin/users/${other.user.id}/subscription/extend`, { days: 5, reason: "x" });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("This student has no subscription");
    expect(await auditRows(testApp, "subscription.extend")).toHaveLength(0);
  });
});

describe("a closed account", () => {
  it("is only viewed: no extension, cancellation or receipt, every action refused with 409", async () => {
    const { testApp, admin, student, payment } = await adminAndPayingStudent();
    await testApp.db.update(users).set({ closedAt: testApp.clock.now() }).where(eq(users.id, student.user.id));
    const account = await admin.get(`/api/admin/users/${student.user.id}/subscription`);
    expect(account.body).toMatchObject({ isClosed: true, subscription: { canExtend: false, canCancel: false, canResume: false } });
    expect(account.body.payments[0]).toMatchObject({ canResendReceipt: false });
    const base = `/api/admin/users/${student.user.id}`;
    for (const [path, body] of [
      [`${base}/subscription/extend`, { days: 3, reason: "x" }],
      [`${base}/subscription/cancel`, {}],
      [`${base}/payments/${payment.id}/receipt`, {}],
    ] as const) {
      const refused = await post(admin, path, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This account is closed: it can only be viewed");
    }
    expect(await subscriptionOf(testApp)).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-12-21T10:00:00Z") });
  });
});

describe("cancel at period end, and undo", () => {
  it("cancels as the student's own cancel does, refuses twice, and undoes it while the period runs", async () => {
    const { testApp, admin, student } = await adminAndPayingStudent();
    const base = `/api/admin/users/${student.user.id}/subscription`;
    const cancelled = await post(admin, `${base}/cancel`, { reason: "Asked by phone" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: "cancelled",
      displayStatus: "ending",
      cancelAtPeriodEnd: true,
      canResume: true,
    });
    expect(await subscriptionOf(testApp)).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    // The student's dashboard tells them the same.
    expect((await student.agent.get("/api/subscriptions/me")).body.subscription.displayStatus).toBe("ending");
    const badReason = await post(admin, `${base}/cancel`, { reason: 42 });
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toBe("The reason must be text");
    const again = await post(admin, `${base}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This subscription already ends at the end of its period");
    const [cancelEntry] = await auditRows(testApp, "subscription.cancel");
    expect(cancelEntry).toMatchObject({
      summary: "Cancelled: access ends on 21 Dec 2026 (reason: Asked by phone)",
      before: { status: "active", cancelAtPeriodEnd: false },
      after: { status: "cancelled", cancelAtPeriodEnd: true },
    });

    const resumed = await post(admin, `${base}/resume`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({
      status: "active",
      displayStatus: "active",
      cancelAtPeriodEnd: false,
      canCancel: true,
    });
    const [resumeEntry] = await auditRows(testApp, "subscription.resume");
    expect(resumeEntry).toMatchObject({ summary: "Cancellation undone: renews from 21 Dec 2026", after: { status: "active" } });
    const twice = await post(admin, `${base}/resume`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Only a paid subscription that is set to end, and has not ended yet, can be kept going");
    expect(resumed.body.history.map((entry: { kind: string }) => entry.kind)).toEqual(["resumed", "cancelled", "started"]);
  });

  it("does not turn a kids trial into a paid plan", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { agent, user } = await signUp(testApp);
    const plans = await agent.get("/api/subscription-plans?audience=kids");
    expect((await post(agent, "/api/subscriptions/trial", { planId: plans.body[0].id })).status).toBe(201);
    const account = await admin.get(`/api/admin/users/${user.id}/subscription`);
    expect(account.body.subscription).toMatchObject({
      isTrial: true,
      displayStatus: "trial",
      canCancel: false,
      canResume: false,
      price: null,
    });
    expect(account.body.history[0]).toMatchObject({ kind: "trial_started" });
    expect((await post(admin, `/api/admin/users/${user.id}/subscription/resume`, {})).status).toBe(409);
    expect((await post(admin, `/api/admin/users/${user.id}/subscription/cancel`, {})).status).toBe(409);
  });
});

describe("POST /api/admin/users/:id/payments/:paymentId/receipt", () => {
  it("queues the payment's receipt to the account's address and records it; a payment without money has none", async () => {
    const { testApp, admin, student, payment } = await adminAndPayingStudent();
    await testApp.db.update(users).set({ email: "thandi.new@example.com" }).where(eq(users.id, student.user.id));
    const before = (await testApp.db.select().from(mailOutbox)).length;
    const sent = await post(admin, `/api/admin/users/${student.user.id}/payments/${payment.id}/receipt`);
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe("The receipt was sent again to thandi.new@example.com.");
    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.toAddress).toBe("thandi.new@example.com");
    expect(mail.subject).toMatch(/^Your receipt: Standard plan \(R\d+\.00\)$/);
    expect(mail.textBody).toContain(`Receipt number: R-2026-${String(payment.id).padStart(6, "0")}`);
    const [entry] = await auditRows(testApp, "payment.resend_receipt");
    expect(entry).toMatchObject({ targetType: "payment", targetId: String(payment.id), after: { to: "thandi.new@example.com" } });

    const [pending] = await testApp.db
      .insert(payments)
      .values({ userId: student.user.id, kind: "subscription", amount: 100, idempotencyKey: "open", checkoutId: "ch_open" })
      .returning();
    const refused = await post(admin, `/api/admin/users/${student.user.id}/payments/${pending!.id}/receipt`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a paid payment has a receipt to resend");
    const other = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const notTheirs = await post(admin, `/api/admin/users/${other.user.id}/payments/${payment.id}/receipt`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe("Payment not found");
    expect((await testApp.db.select().from(mailOutbox)).filter((row) => row.subject.startsWith("Your receipt"))).toHaveLength(2);
  });

  it("sends no receipt to an address the student has not confirmed", async () => {
    const { testApp, admin, student, payment } = await adminAndPayingStudent();
    await testApp.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, student.user.id));
    const account = await admin.get(`/api/admin/users/${student.user.id}/subscription`);
    expect(account.body).toMatchObject({ isEmailConfirmed: false });
    expect(account.body.payments[0]).toMatchObject({ status: "paid", canResendReceipt: false });
    const refused = await post(admin, `/api/admin/users/${student.user.id}/payments/${payment.id}/receipt`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The student has not confirmed their email address yet: receipts are mailed only to a confirmed address. They can view and print it from their profile.",
    );
    expect((await testApp.db.select().from(mailOutbox)).filter((row) => row.subject.startsWith("Your receipt"))).toHaveLength(1);
    expect(await auditRows(testApp, "payment.resend_receipt")).toHaveLength(0);
  });
});

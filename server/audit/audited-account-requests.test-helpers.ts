import { eq } from "drizzle-orm";
import { subscriptionPlans } from "../../shared/schema/billing";
import { contacts, feedback } from "../../shared/schema/messages";
import { mailOutbox } from "../../shared/schema/operations";
import { deliverWebhook, paymentEvent, seedPendingPayment } from "../billing/webhook.test-helpers";
import { MAIL_ACTIONS } from "../admin-inbox/operations.service";
import { enqueueMail } from "../lib/outbox";
import { giveSubscription } from "../test/give-subscription";
import type { TestApp } from "../test/test-app";
import { newStudent, type AuditedRoute } from "./audited-requests.test-helpers";

const studentPath = async (testApp: TestApp, tail: string) => `/api/admin/users/${(await newStudent(testApp)).user.id}${tail}`;

const subscribedStudent = async (testApp: TestApp, status: "active" | "cancelled" = "active") => {
  const { user } = await newStudent(testApp);
  await giveSubscription(testApp, user.id, { status });
  return user.id;
};

/** A student who paid the Standard plan (through the webhook), and that payment. */
const paidPayment = async (testApp: TestApp) => {
  const { user } = await newStudent(testApp);
  const { plan, payment } = await seedPendingPayment(testApp, { userId: user.id });
  const paid = await deliverWebhook(testApp, paymentEvent({ amount: plan.price }), { id: "msg_paid" });
  if (paid.body.outcome !== "paid") throw new Error(`payment not settled: ${paid.text}`);
  return `/api/admin/users/${user.id}/payments/${payment.id}`;
};

const planId = async (testApp: TestApp, name = "Basic") =>
  (await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)))[0]!.id;

const aContact = async (testApp: TestApp) =>
  (
    await testApp.db
      .insert(contacts)
      .values({ name: "Amara Okafor", email: "amara@example.com", subject: "Course Information", message: "Which course suits me?" })
      .returning()
  )[0]!.id;

/** Users, their subscriptions and payments, plans, backups, the inbox, the outbox and the jobs. */
export const AUDITED_ACCOUNT_ROUTES: Record<string, AuditedRoute> = {
  "PATCH /api/admin/users/:id": {
    action: "user.update",
    prepare: async ({ testApp }) => ({ path: await studentPath(testApp, ""), body: { isAdmin: true } }),
  },
  "POST /api/admin/users/:id/end-sessions": {
    action: "user.end_sessions",
    prepare: async ({ testApp }) => ({ path: await studentPath(testApp, "/end-sessions") }),
  },
  "POST /api/admin/users/:id/password-reset": {
    action: "user.password_reset",
    prepare: async ({ testApp }) => ({ path: await studentPath(testApp, "/password-reset") }),
  },
  "POST /api/admin/users/:id/subscription/extend": {
    action: "subscription.extend",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/users/${await subscribedStudent(testApp)}/subscription/extend`,
      body: { days: 7, reason: "The site was down for a week" },
    }),
  },
  "POST /api/admin/users/:id/subscription/cancel": {
    action: "subscription.cancel",
    prepare: async ({ testApp }) => ({ path: `/api/admin/users/${await subscribedStudent(testApp)}/subscription/cancel`, body: {} }),
  },
  "POST /api/admin/users/:id/subscription/resume": {
    action: "subscription.resume",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/users/${await subscribedStudent(testApp, "cancelled")}/subscription/resume`,
      body: {},
    }),
  },
  "POST /api/admin/users/:id/payments/:paymentId/refund": {
    action: "payment.refund",
    prepare: async ({ testApp }) => ({ path: `${await paidPayment(testApp)}/refund`, body: { reason: "Charged twice by the bank" } }),
  },
  "POST /api/admin/users/:id/payments/:paymentId/receipt": {
    action: "payment.resend_receipt",
    prepare: async ({ testApp }) => ({ path: `${await paidPayment(testApp)}/receipt` }),
  },
  "POST /api/admin/plans": {
    action: "plan.create",
    prepare: () =>
      Promise.resolve({
        path: "/api/admin/plans",
        body: {
          name: "Business English",
          description: "English for the office, with live classes.",
          price: 24_900,
          billingInterval: "month",
          audience: "adult",
          features: ["Every CEFR course"],
          trialDays: 0,
          courseAccess: "cefr_courses",
        },
      }),
  },
  "PATCH /api/admin/plans/:id": {
    action: "plan.update",
    prepare: async ({ testApp }) => ({ path: `/api/admin/plans/${await planId(testApp)}`, body: { price: 21_900 } }),
  },
  "POST /api/admin/plans/:id/retire": {
    action: "plan.retire",
    prepare: async ({ testApp }) => ({ path: `/api/admin/plans/${await planId(testApp)}/retire` }),
  },
  "POST /api/admin/plans/:id/reinstate": {
    action: "plan.reinstate",
    prepare: async ({ testApp }) => {
      await testApp.db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.name, "Basic"));
      return { path: `/api/admin/plans/${await planId(testApp)}/reinstate` };
    },
  },
  "POST /api/admin/plans/:id/move": {
    action: "plan.reorder",
    prepare: async ({ testApp }) => ({ path: `/api/admin/plans/${await planId(testApp)}/move`, body: { direction: "down" } }),
  },
  "POST /api/admin/backup/send-daily": { action: "backup.run", prepare: () => Promise.resolve({ path: "/api/admin/backup/send-daily" }) },
  "POST /api/admin/backup/send-weekly": { action: "backup.run", prepare: () => Promise.resolve({ path: "/api/admin/backup/send-weekly" }) },
  "POST /api/admin/backup/emergency": {
    action: "backup.run",
    prepare: () => Promise.resolve({ path: "/api/admin/backup/emergency", body: { reason: "Moving to a new server" } }),
  },
  "POST /api/admin/messages/:kind/:id/read": {
    action: "message.read",
    prepare: async ({ testApp }) => ({ path: `/api/admin/messages/contact/${await aContact(testApp)}/read` }),
  },
  "POST /api/admin/messages/:kind/:id/reply": {
    action: "message.reply",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/messages/contact/${await aContact(testApp)}/reply`,
      body: { body: "The B1 course suits you." },
    }),
  },
  "PATCH /api/admin/contacts/:id": {
    action: "message.update",
    prepare: async ({ testApp }) => ({ path: `/api/admin/contacts/${await aContact(testApp)}`, body: { adminNotes: "Called back" } }),
  },
  "PATCH /api/admin/feedback/:id": {
    action: "message.update",
    prepare: async ({ testApp }) => {
      const [row] = await testApp.db
        .insert(feedback)
        .values({ name: "Kenji", email: "kenji@example.com", category: "suggestion", message: "More listening please." })
        .returning();
      return { path: `/api/admin/feedback/${row!.id}`, body: { isResolved: true } };
    },
  },
  "POST /api/admin/mail/:id/retry": {
    action: MAIL_ACTIONS.retry,
    prepare: async ({ testApp }) => {
      const id = await enqueueMail({
        db: testApp.db,
        now: testApp.clock.now(),
        mail: { to: "lee@example.com", subject: "Hello", text: "Hi" },
      });
      await testApp.db.update(mailOutbox).set({ status: "failed", attempts: 7, lastError: "SMTP down" }).where(eq(mailOutbox.id, id));
      return { path: `/api/admin/mail/${id}/retry` };
    },
  },
  "POST /api/admin/jobs/:id/run": {
    action: "job.run",
    prepare: () => Promise.resolve({ path: "/api/admin/jobs/prune-expired-sessions/run" }),
  },
};

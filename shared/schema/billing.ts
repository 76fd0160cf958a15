import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import type { CourseRule } from "../api/course-choice";
import type { BillingInterval, PaymentStatus, PlanAudience, SubscriptionStatus } from "../api/billing";
import { users } from "./auth";
import { courses } from "./courses";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Integer rand cents (see docs/payments.md: amounts are integer rand cents everywhere). */
    price: integer().notNull(),
    description: text().notNull(),
    /** A JSON-encoded list of strings (the spec's column); the API decodes it into a list once, on the server. */
    features: text().notNull().default("[]"),
    paymentPriceId: text(),
    audience: text().$type<PlanAudience>().notNull().default("adult"),
    billingInterval: text().$type<BillingInterval>().notNull().default("month"),
    /** False once retired: a retired plan takes no new checkout, its subscribers keep it. */
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /** Which courses an adult plan opens (shared/api/course-choice.ts CourseRule); kids plans open the phonics programme. */
    courseAccess: text().$type<CourseRule>().notNull().default("all_courses"),
    /** Days of free trial a new subscriber may take (0: none). */
    trialDays: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique("subscription_plans_name_audience_interval_unique").on(table.name, table.audience, table.billingInterval)],
);

export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;

// One row per student: their current subscription (renewed period by period: Yoco has no recurring billing, see docs/payments.md).
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer()
      .notNull()
      .references(() => subscriptionPlans.id),
    /**
     * The price in rand cents this subscriber pays each period, fixed when they subscribed to the plan: an
     * admin's price change applies to new checkouts only. Null until the first payment (a trial).
     */
    price: integer(),
    /** active, past_due (grace period), cancelled (access to the period end), expired. */
    status: text().$type<SubscriptionStatus>().notNull().default("active"),
    currentPeriodStart: timestamptz().notNull(),
    currentPeriodEnd: timestamptz().notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** A plan change waiting for the next billing period. */
    pendingPlanId: integer().references(() => subscriptionPlans.id),
    firstPaidAt: timestamptz(),
    /** The kids free trial: once per account. */
    trialUsedAt: timestamptz(),
    /** The one course a plan limited to one course opens (the student chooses it, and may change it). */
    chosenCourseId: integer().references(() => courses.id, { onDelete: "set null" }),
    chosenCourseAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("subscriptions_user_unique").on(table.userId),
    index("subscriptions_status_end_index").on(table.status, table.currentPeriodEnd),
  ],
);

// Every card payment (subscriptions now, ads later). Amounts are integer rand cents set by the server.
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    kind: text().notNull(),
    planId: integer().references(() => subscriptionPlans.id),
    advertisementId: integer(),
    amount: integer().notNull(),
    currency: text().notNull().default("ZAR"),
    /** pending, paid, failed, cancelled, refunded */
    status: text().$type<PaymentStatus>().notNull().default("pending"),
    checkoutId: text(),
    /** Yoco's hosted page of the checkout: an open ad checkout is handed out again instead of a second one. */
    checkoutUrl: text(),
    providerPaymentId: text(),
    idempotencyKey: text().notNull(),
    /** The subscription period this payment bought, set when it is paid. */
    periodStart: timestamptz(),
    periodEnd: timestamptz(),
    paidAt: timestamptz(),
    refundId: text(),
    refundedAt: timestamptz(),
    /** When the checkout's state was last asked of Yoco for a student's status page (at most every 15 s). */
    readBackAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("payments_checkout_id_unique").on(table.checkoutId),
    uniqueIndex("payments_provider_payment_id_unique").on(table.providerPaymentId),
    uniqueIndex("payments_idempotency_key_unique").on(table.idempotencyKey),
    index("payments_user_id_index").on(table.userId, table.createdAt),
    // One open checkout per ad at a time: a second "Pay now" gets the open one, never a second payment.
    uniqueIndex("payments_one_open_ad_checkout")
      .on(table.advertisementId)
      .where(sql`${table.kind} = 'advertisement' and ${table.status} = 'pending'`),
  ],
);

// Each verified webhook id is processed once; a replay finds its row here.
export const webhookEvents = pgTable("webhook_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

// A renewal reminder goes out once per subscription, period end and kind (5 days, 1 day).
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    periodEnd: timestamptz().notNull(),
    kind: text().notNull(),
    sentAt: createdAt(),
  },
  (table) => [unique("subscription_reminders_once").on(table.subscriptionId, table.periodEnd, table.kind)],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type Payment = typeof payments.$inferSelect;

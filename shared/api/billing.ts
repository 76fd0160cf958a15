// Contracts of the billing endpoints: the server validates requests and declares its answers with these,
// the client reads the same types. Prices are integer rand cents everywhere.
import { z } from "zod";
import { courseChoiceStateSchema } from "./course-choice";

export const PLAN_AUDIENCES = ["adult", "kids"] as const;
export const BILLING_INTERVALS = ["month", "year"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "cancelled", "refund_pending", "expired"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "refund_pending", "refunded"] as const;
/**
 * What a subscription is, told to the student (derived on the server from the stored status, the trial
 * and the clock): a running kids trial is "trial" (stored as cancelled so that it never asks for a
 * payment), one whose seven days are over "trial_ended"; a paid plan that was cancelled is "ending"
 * until its period ends, then "expired".
 */
export const DISPLAY_STATUSES = ["trial", "trial_ended", "active", "past_due", "ending", "refund_pending", "expired"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export type PlanAudience = (typeof PLAN_AUDIENCES)[number];
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/subscription-plans?audience= (adult when left out). */
export const plansQuerySchema = z.object({
  audience: z.enum(PLAN_AUDIENCES, { error: "Audience must be adult or kids" }).default("adult"),
});

/** One plan as GET /api/subscription-plans and /api/subscription-plans/:id answer it. */
export const planSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number().int(),
  description: z.string(),
  /** Decoded once on the server: a list of sentences to show as bullet points. */
  features: z.array(z.string()),
  audience: z.enum(PLAN_AUDIENCES),
  billingInterval: z.enum(BILLING_INTERVALS),
  sortOrder: z.number(),
  /** Days of free trial a new subscriber may take; 0: the plan offers none. */
  trialDays: z.number().int(),
  /** Which courses an adult plan opens (kids plans open the phonics programme). */
  courseAccess: z.enum(["one_course", "cefr_courses", "all_courses"]),
});
export type Plan = z.infer<typeof planSchema>;

const CHOOSE_A_PLAN = "Please choose a plan";

/** POST /api/subscriptions/checkout, /me/change-plan and /trial: only the plan; the server prices it. */
export const planChoiceSchema = z.object({
  planId: z.coerce.number({ error: CHOOSE_A_PLAN }).int(CHOOSE_A_PLAN).positive(CHOOSE_A_PLAN),
});
export type PlanChoice = z.input<typeof planChoiceSchema>;

/**
 * GET /api/subscriptions/checkout-quote/:planId: the plan (a retired one too, for its own subscriber) and
 * what a checkout would charge this student: their own stored price when they renew their plan, else the
 * plan's current price.
 */
export type CheckoutQuote = { plan: Plan; price: number; isOwnPrice: boolean };

/** POST /api/subscriptions/checkout: 201 with the hosted checkout page to send the student to. */
export const startCheckoutResponseSchema = z.object({
  checkoutId: z.string(),
  checkoutUrl: z.string(),
  paymentId: z.number(),
});
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>;

/** GET /api/subscriptions/checkout/:paymentId: the payment's state, read back from Yoco while pending. */
export const checkoutStatusResponseSchema = z.object({
  paymentId: z.number(),
  checkoutId: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  planId: z.number().nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;
export type CheckoutStatus = CheckoutStatusResponse["status"];

const isoDate = z.string();

export const mySubscriptionSchema = z.object({
  plan: z.object({
    id: z.number(),
    name: z.string(),
    /** What this subscriber pays each period: their own price, fixed when they first paid for the plan (the plan's price before that). */
    price: z.number().int(),
    billingInterval: z.enum(BILLING_INTERVALS),
    audience: z.enum(PLAN_AUDIENCES),
    /** An adult plan's courses (absent for a kids plan, which opens the phonics programme). */
    courseAccess: z.enum(["one_course", "cefr_courses", "all_courses"]).optional(),
  }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  cancelAtPeriodEnd: z.boolean(),
  pendingPlan: z.object({ id: z.number(), name: z.string() }).nullable(),
  isTrial: z.boolean(),
  canRefund: z.boolean(),
  refundDeadline: isoDate.nullable(),
  /** A one-course plan (Basic): the course chosen and when it may change; null for every other plan. */
  courseChoice: courseChoiceStateSchema.nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const subscriptionPaymentSchema = z.object({
  id: z.number(),
  /** Integer cents of `currency` (rand). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: isoDate.nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  planName: z.string().nullable(),
  /** When a refund (ours, or a partial one made in Yoco's dashboard) was recorded; null without one. */
  refundedAt: isoDate.nullable(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** GET /api/subscriptions/me; cancel, change-plan, refund and trial answer the same shape. */
export const mySubscriptionResponseSchema = z.object({
  subscription: mySubscriptionSchema.nullable(),
  payments: z.array(subscriptionPaymentSchema),
});
export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponseSchema>;

/** GET /api/payments/mode: real payments, or the built-in sandbox where no card is charged. */
export type PaymentsModeResponse = { isTestMode: true; notice: string } | { isTestMode: false; notice: null };

/** GET /api/payments/:id/receipt: what the printable receipt shows (owner only; a never-paid payment has none). */
export const paymentReceiptSchema = z.object({
  paymentId: z.number(),
  /** Stable: "R-<year paid>-<payment id padded to six digits>". */
  receiptNumber: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  paidAt: isoDate,
  planName: z.string().nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  /** Integer cents of `currency` (rand). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Yoco's payment id, or the checkout id when Yoco's payment id never arrived. */
  paymentReference: z.string().nullable(),
  /** Our refunds are of the whole amount; a partial refund made in Yoco's dashboard is recorded without its amount (null). */
  refunds: z.array(z.object({ refundedAt: isoDate, amount: z.number().int().nullable() })),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

// Contracts of the admin's view of one student's subscription and money (GET and the actions under
// /api/admin/users/:id/subscription and /api/admin/users/:id/payments/:paymentId). Amounts are rand cents.
import { z } from "zod";
import { BILLING_INTERVALS, DISPLAY_STATUSES, PAYMENT_STATUSES, PLAN_AUDIENCES, SUBSCRIPTION_STATUSES } from "./billing";

export const EXTEND_DAYS_MESSAGE = "Enter a whole number of days from 1 to 365";
export const REASON_REQUIRED = "Please give a reason: it is kept in the audit log";
export const REASON_TOO_LONG = "The reason must be at most 500 characters";

const reason = z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(500, REASON_TOO_LONG);

/** POST /api/admin/users/:id/subscription/extend: goodwill days added to the current period's end. */
export const extendSubscriptionSchema = z
  .object({
    days: z.coerce
      .number({ error: EXTEND_DAYS_MESSAGE })
      .int(EXTEND_DAYS_MESSAGE)
      .min(1, EXTEND_DAYS_MESSAGE)
      .max(365, EXTEND_DAYS_MESSAGE),
    reason,
  })
  .strict();
export type ExtendSubscriptionRequest = z.input<typeof extendSubscriptionSchema>;

/** POST .../subscription/cancel and .../subscription/resume: the reason is optional. */
export const subscriptionChangeSchema = z
  .object({ reason: z.string({ error: "The reason must be text" }).trim().max(500, REASON_TOO_LONG).optional().default("") })
  .strict();
export type SubscriptionChangeRequest = z.input<typeof subscriptionChangeSchema>;

/** POST .../payments/:paymentId/refund: the whole payment, through Yoco. */
export const refundPaymentSchema = z.object({ reason }).strict();
export type RefundPaymentRequest = z.input<typeof refundPaymentSchema>;

export const ADMIN_SUBSCRIPTION_MESSAGES = {
  noSubscription: "This student has no subscription",
  paymentNotFound: "Payment not found",
  extendEnded: "This subscription has ended: the student subscribes again to come back",
  extendRefunding: "This subscription is being refunded and cannot be extended",
  alreadyCancelled: "This subscription already ends at the end of its period",
  notCancellable: "Only an active or past-due subscription can be cancelled",
  notResumable: "Only a paid subscription that is set to end, and has not ended yet, can be kept going",
  alreadyRefunded: "This payment has already been refunded",
  refundUnderWay: "This payment's refund is already under way",
  partlyRefunded: "Part of this payment was refunded in Yoco's dashboard: refund the rest there",
  notRefundable: "Only a paid subscription payment can be refunded",
  refundNotSent: "The refund is recorded but the payment service is not responding. Try again in a few minutes: it is sent once.",
  noReceipt: "Only a paid payment has a receipt to resend",
  unconfirmedAddress:
    "The student has not confirmed their email address yet: receipts are mailed only to a confirmed address. They can view and print it from their profile.",
  closedAccount: "This account is closed: it can only be viewed",
} as const;

export const HISTORY_KINDS = [
  "started",
  "renewed",
  "plan_changed",
  "trial_started",
  "cancelled",
  "resumed",
  "extended",
  "refund_requested",
  "refunded",
  "receipt_sent",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

const isoDate = z.string();

export const adminSubscriptionSchema = z.object({
  id: z.number(),
  plan: z.object({ id: z.number(), name: z.string(), audience: z.enum(PLAN_AUDIENCES), billingInterval: z.enum(BILLING_INTERVALS) }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** As the student is told it on their dashboard. */
  displayStatus: z.enum(DISPLAY_STATUSES),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  /** The subscriber's own price per period (rand cents), fixed at their first payment; null during a trial. */
  price: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isTrial: z.boolean(),
  pendingPlanName: z.string().nullable(),
  chosenCourse: z.object({ id: z.number(), title: z.string() }).nullable(),
  canExtend: z.boolean(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminPaymentSchema = z.object({
  id: z.number(),
  kind: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  planName: z.string().nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  refundedAt: isoDate.nullable(),
  receiptNumber: z.string().nullable(),
  canRefund: z.boolean(),
  canResendReceipt: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const historyEntrySchema = z.object({
  at: isoDate,
  kind: z.enum(HISTORY_KINDS),
  /** One line a person reads, e.g. "Extended by 7 days to 28 Dec 2026 (reason: outage)". */
  summary: z.string(),
  /** The admin who did it; null for what the student or the payment did. */
  actorName: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/users/:id/subscription; every action answers the same shape, read again after it. */
export const adminStudentAccountSchema = z.object({
  subscription: adminSubscriptionSchema.nullable(),
  payments: z.array(adminPaymentSchema),
  /** Newest first. */
  history: z.array(historyEntrySchema),
  email: z.string(),
  /** Receipts are mailed only to a confirmed address. */
  isEmailConfirmed: z.boolean(),
  isClosed: z.boolean(),
});
export type AdminStudentAccount = z.infer<typeof adminStudentAccountSchema>;

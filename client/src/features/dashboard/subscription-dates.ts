import { format, isValid, parseISO } from "date-fns";
import type { MySubscription } from "@shared/api/billing";

/** `Mar 4, 2025`, in the student's own time zone; an unreadable date shows as a dash rather than crashing. */
export function formatDay(iso: string | null | undefined) {
  if (!iso) return "-";
  const date = parseISO(iso);
  return isValid(date) ? format(date, "MMM d, yyyy") : "-";
}

/** `2 Dec`: the short day of a date within the coming weeks (a trial's end, the next payment). */
export function formatDayMonth(iso: string | null | undefined) {
  if (!iso) return "-";
  const date = parseISO(iso);
  return isValid(date) ? format(date, "d MMM") : "-";
}

/**
 * The one line about the period end, from the state the server derived: nothing renews by itself with
 * Yoco Checkout, so an active plan tells when the next payment is due and how it is asked for.
 */
export function describePeriodEnd(subscription: MySubscription) {
  const day = formatDay(subscription.currentPeriodEnd);
  switch (subscription.displayStatus) {
    case "trial":
      return `Free trial, ends ${formatDayMonth(subscription.currentPeriodEnd)}`;
    case "trial_ended":
      return "Free trial ended";
    case "expired":
      return `Expired on ${day}`;
    case "past_due":
      return `Payment was due on ${day}`;
    case "refund_pending":
      return "Access has ended; your refund is being processed";
    case "ending":
      return `Expires on ${day}`;
    default:
      return `Next payment due ${formatDayMonth(subscription.currentPeriodEnd)}, we email you a payment link`;
  }
}

/** Where a student chooses a plan: the kids plans for a kids trial, else the pricing page. */
export const plansPathFor = (subscription: MySubscription) => (subscription.plan.audience === "kids" ? "/kids#plans" : "/pricing");

import { format, isValid, parseISO } from "date-fns";
import type { MySubscription } from "@shared/api/billing";

/** `Mar 4, 2025`, in the student's own time zone; an unreadable date shows as a dash rather than crashing. */
export function formatDay(iso: string | null | undefined) {
  if (!iso) return "-";
  const date = parseISO(iso);
  return isValid(date) ? format(date, "MMM d, yyyy") : "-";
}

/** Whether the subscription stops at the end of the period instead of renewing. */
export const isEnding = (subscription: MySubscription) => subscription.status === "cancelled" || subscription.cancelAtPeriodEnd;

/** The one line about the period end: when it renews, ends or ended. */
export function describePeriodEnd(subscription: MySubscription) {
  const day = formatDay(subscription.currentPeriodEnd);
  if (subscription.status === "expired") return `Expired on ${day}`;
  if (subscription.status === "past_due") return `Payment was due on ${day}`;
  if (subscription.status === "refund_pending") return "Access has ended; your refund is being processed";
  if (isEnding(subscription)) return `Expires on ${day}`;
  if (subscription.isTrial) return `Free trial ends on ${day}`;
  return `Renews on ${day}`;
}

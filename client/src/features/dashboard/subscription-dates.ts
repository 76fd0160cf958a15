import { format, isValid, parseISO } from "date-fns";
import type { MySubscription } from "@shared/api/billing";
import { formatDate } from "@shared/i18n/format";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

/** `Mar 4, 2025`, in the student's own time zone; an unreadable date shows as a dash rather than crashing. */
export function formatDay(iso: string | null | undefined, locale: AnyLocale) {
  if (!iso) return "-";
  const date = parseISO(iso);
  return isValid(date) ? formatDate(date, locale, "medium") : "-";
}

/** `2 Dec`: the short day of a date within the coming weeks (a trial's end, the next payment); `2. Dez.` in German. */
export function formatDayMonth(iso: string | null | undefined, locale: AnyLocale) {
  if (!iso) return "-";
  const date = parseISO(iso);
  if (!isValid(date)) return "-";
  // English keeps its day-first form (en-US Intl would write "Dec 2"); the shared formats have no day-and-month style.
  if (locale === "en" || locale === "pseudo") return format(date, "d MMM");
  return new Intl.DateTimeFormat(INTL_TAG[locale], { day: "numeric", month: "short" }).format(date);
}

/**
 * The one line about the period end, from the state the server derived: nothing renews by itself with
 * Yoco Checkout, so an active plan tells when the next payment is due and how it is asked for.
 */
export function describePeriodEnd(subscription: MySubscription, t: Translate, locale: AnyLocale) {
  const date = formatDay(subscription.currentPeriodEnd, locale);
  const dayMonth = formatDayMonth(subscription.currentPeriodEnd, locale);
  switch (subscription.displayStatus) {
    case "trial":
      return t("dashboard.periodEnd.trial", { date: dayMonth });
    case "trial_ended":
      return t("dashboard.periodEnd.trialEnded");
    case "expired":
      return t("dashboard.periodEnd.expired", { date });
    case "past_due":
      return t("dashboard.periodEnd.pastDue", { date });
    case "refund_pending":
      return t("dashboard.periodEnd.refundPending");
    case "ending":
      return t("dashboard.periodEnd.ending", { date });
    default:
      return t("dashboard.periodEnd.nextPayment", { date: dayMonth });
  }
}

/** Where a student chooses a plan: the kids plans for a kids trial, else the pricing page. */
export const plansPathFor = (subscription: MySubscription) => (subscription.plan.audience === "kids" ? "/kids#plans" : "/pricing");

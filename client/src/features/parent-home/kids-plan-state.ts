import type { MySubscription } from "@shared/api/billing";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * `2 Dec`: the day in the account's time zone (the period end is an instant; the parent lives in one zone).
 * Other languages get what `Intl` writes for a day and short month ("2. Dez.", "12月2日").
 */
export function formatDayMonth(iso: string, timeZone: string, locale: AnyLocale = "en") {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  if (locale !== "en" && locale !== "pseudo") {
    const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };
    try {
      return new Intl.DateTimeFormat(INTL_TAG[locale], { ...options, timeZone }).format(date);
    } catch {
      return new Intl.DateTimeFormat(INTL_TAG[locale], { ...options, timeZone: "UTC" }).format(date);
    }
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", timeZone }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", timeZone: "UTC" }).formatToParts(date);
  }
  const day = Number(parts.find((part) => part.type === "day")?.value);
  const month = Number(parts.find((part) => part.type === "month")?.value);
  // Fixed month names: the browser's own short names differ ("Sept" in some locales).
  return `${day} ${MONTHS[month - 1]}`;
}

/** Where a parent stands with the kids programme, from the same subscription the profile reads. */
export type KidsPlanState =
  | { kind: "none" }
  | { kind: "adult"; planName: string }
  | { kind: "trial"; endsAt: string }
  | { kind: "trial-ended" }
  | { kind: "plan"; planName: string }
  | { kind: "plan-ended"; planName: string };

/**
 * From the subscription's `displayStatus`, which the server derives with its own clock (the profile reads
 * the same): the parent home never decides on its own whether a trial has ended.
 */
export function getKidsPlanState(subscription: MySubscription | null): KidsPlanState {
  if (!subscription) return { kind: "none" };
  const { displayStatus, plan } = subscription;
  const isRunning = displayStatus === "active" || displayStatus === "past_due" || displayStatus === "ending";
  if (plan.audience === "adult") return isRunning ? { kind: "adult", planName: plan.name } : { kind: "none" };
  if (displayStatus === "trial") return { kind: "trial", endsAt: subscription.currentPeriodEnd };
  if (displayStatus === "trial_ended") return { kind: "trial-ended" };
  return isRunning ? { kind: "plan", planName: plan.name } : { kind: "plan-ended", planName: plan.name };
}

/**
 * Whether the account belongs on the parent home rather than the adult dashboard: its one subscription is a
 * kids plan or the kids trial, running or ended (an ended trial still has children to come back to).
 */
export const isKidsParent = (subscription: MySubscription | null) => subscription?.plan.audience === "kids";

/** The plan in a few words, as the parent home and the phonics page show it. */
export function describeKidsPlan(state: KidsPlanState, timeZone: string, t: Translate, locale: AnyLocale): string | null {
  switch (state.kind) {
    case "trial":
      return t("kids.planState.trialEnds", { date: formatDayMonth(state.endsAt, timeZone, locale) });
    case "trial-ended":
      return t("kids.planState.trialEnded");
    case "plan":
      return t("kids.planState.plan", { planName: state.planName });
    case "plan-ended":
      return t("kids.planState.planEnded", { planName: state.planName });
    default:
      return null;
  }
}

/** Everything but a running paid kids plan invites the parent to choose one. */
export const offersPlanChoice = (state: KidsPlanState) => state.kind !== "plan" && state.kind !== "adult";

/** `Your free trial has room for 1 child.`: the plan as the parent knows it, not its internal name alone. */
export function describeChildRoom(state: KidsPlanState, maxChildren: number, t: Translate) {
  if (state.kind === "trial") return t("kids.childRoom.trial", { count: maxChildren });
  if (state.kind === "plan") return t("kids.childRoom.namedPlan", { planName: state.planName, count: maxChildren });
  return t("kids.childRoom.plan", { count: maxChildren });
}

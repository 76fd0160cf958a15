import { isRoundTheClock, type SupportHours } from "@shared/api/school";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

// 1 January 2024 was a Monday: day n of the ISO week is 2024-01-n.
const weekdayName = (day: number, locale: AnyLocale) =>
  new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, day));

/** "Mon–Fri 09:00–20:00", one line per configured line, with the weekdays named in the interface language. */
export function formatSupportHours(hours: readonly SupportHours[], locale: AnyLocale, t: Translate): string[] {
  return hours.map(({ days, opens, closes }) => {
    const first = days[0] ?? 1;
    const last = days[days.length - 1] ?? first;
    const dayText = first === last ? weekdayName(first, locale) : `${weekdayName(first, locale)}–${weekdayName(last, locale)}`;
    // Through the catalogue, so a language can order the parts its own way.
    return t("common.supportHours.line", { days: dayText, opens, closes });
  });
}

/** The zone's name in the interface language ("South Africa Standard Time") and its city ("Johannesburg"). */
export function describeTimeZone(timeZone: string, locale: AnyLocale, now = new Date()) {
  let name = timeZone;
  try {
    const parts = new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone, timeZoneName: "long" }).formatToParts(now);
    name = parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    // An unknown zone cannot reach here (the server checks it at start); the id itself is still true.
  }
  const city = (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
  return { name, city };
}

export { isRoundTheClock };

import { JOIN_OPENS_MINUTES_BEFORE, type LiveClass } from "@shared/api/live-classes";
import { formatDate, formatTime } from "@shared/i18n/format";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";

const MINUTE_MS = 60_000;
/** setTimeout's longest delay (about 24.8 days); anything later is waited for in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export const classEnd = (startsAt: string, durationMinutes: number) => new Date(new Date(startsAt).getTime() + durationMinutes * MINUTE_MS);

// The viewer's zone, as every screen that shows a time reads it.
export { browserTimeZone, usableTimeZone } from "@/lib/viewer-time";

/**
 * A class's day, its start and end times and the zone's short name, in `timeZone`. In English, in the
 * person's own conventions (the browser's locale): "Tuesday, Nov 24", "6:00 PM – 7:30 PM", "GMT+2"; in
 * another interface language, through the shared formats: "martes, 24 de noviembre de 2026", "18:00 – 19:30".
 * The staff panel passes no language: it stays English.
 */
export function formatClassTime(
  { startsAt, durationMinutes }: Pick<LiveClass, "startsAt" | "durationMinutes">,
  timeZone: string,
  locale: AnyLocale = "en",
) {
  const start = new Date(startsAt);
  const end = classEnd(startsAt, durationMinutes);
  if (locale !== "en" && locale !== "pseudo") {
    return {
      day: formatDate(start, locale, "weekdayLong", timeZone),
      range: `${formatTime(start, locale, timeZone)} – ${formatTime(end, locale, timeZone)}`,
      zoneName: zoneNameOf(start, timeZone, INTL_TAG[locale]),
    };
  }
  const day = new Intl.DateTimeFormat(undefined, { timeZone, weekday: "long", month: "short", day: "numeric" }).format(start);
  const time = new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" });
  return { day, range: `${time.format(start)} – ${time.format(end)}`, zoneName: zoneNameOf(start, timeZone, undefined) };
}

/** The zone's short name at that moment ("GMT+2", "SAST"), or the zone's id when Intl has none. */
const zoneNameOf = (moment: Date, timeZone: string, intlTag: string | undefined) =>
  new Intl.DateTimeFormat(intlTag, { timeZone, timeZoneName: "short" }).formatToParts(moment).find((part) => part.type === "timeZoneName")
    ?.value ?? timeZone;

/** While a booked class's link is due but not yet given (this clock ahead of the server's), ask this often. */
export const JOIN_LINK_RETRY_MS = 30_000;

/**
 * How long until the list changes by the clock alone: a booked class's join link opens (15 minutes
 * before its start) or a class ends (it leaves the list). Undefined when nothing will change.
 */
export function msUntilNextChange(classes: readonly LiveClass[], now: Date) {
  const moments: number[] = [];
  for (const item of classes) {
    const end = classEnd(item.startsAt, item.durationMinutes).getTime();
    moments.push(end);
    if (item.isBooked && !item.isCancelled && !item.joinUrl) {
      const opens = new Date(item.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
      moments.push(opens > now.getTime() ? opens : Math.min(now.getTime() + JOIN_LINK_RETRY_MS, end));
    }
  }
  const next = Math.min(...moments.filter((moment) => moment > now.getTime()));
  if (!Number.isFinite(next)) return undefined;
  return Math.min(next - now.getTime(), MAX_TIMEOUT_MS);
}

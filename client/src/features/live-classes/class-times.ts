import { JOIN_OPENS_MINUTES_BEFORE, type LiveClass } from "@shared/api/live-classes";

const MINUTE_MS = 60_000;
/** setTimeout's longest delay (about 24.8 days); anything later is waited for in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export const classEnd = (startsAt: string, durationMinutes: number) => new Date(new Date(startsAt).getTime() + durationMinutes * MINUTE_MS);

/** The zone the browser runs in, else UTC. */
export function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A zone Intl accepts: the profile's when this browser knows it, else the browser's own. */
export function usableTimeZone(preferred: string | null | undefined) {
  if (preferred) {
    try {
      new Intl.DateTimeFormat(undefined, { timeZone: preferred });
      return preferred;
    } catch {
      // An old browser may not know a zone the server accepted.
    }
  }
  return browserTimeZone();
}

/**
 * A class's day, its start and end times and the zone's short name, in `timeZone` and in the
 * person's own conventions (locale): "Tuesday, Nov 24", "6:00 PM – 7:30 PM", "GMT+2".
 */
export function formatClassTime({ startsAt, durationMinutes }: Pick<LiveClass, "startsAt" | "durationMinutes">, timeZone: string) {
  const start = new Date(startsAt);
  const end = classEnd(startsAt, durationMinutes);
  const day = new Intl.DateTimeFormat(undefined, { timeZone, weekday: "long", month: "short", day: "numeric" }).format(start);
  const time = new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" });
  const zoneName =
    new Intl.DateTimeFormat(undefined, { timeZone, timeZoneName: "short" })
      .formatToParts(start)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  return { day, range: `${time.format(start)} – ${time.format(end)}`, zoneName };
}

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

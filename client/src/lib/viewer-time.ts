import { useMemo } from "react";
import { formatDateTime } from "@shared/i18n/format";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import { useAuth } from "./auth";

/*
 * One rule for every date and time a screen shows: the viewer's own time zone, named beside the time.
 * The viewer's zone is the one saved on their account (registration takes the browser's, the profile
 * changes it, mails use it too), and the browser's for a visitor. A day shown alone ("Period 02 Dec 2026 to
 * 02 Jan 2027") is counted in the same zone, so a day and a time on one page always agree. Papers the
 * school issues (a receipt) are dated in the school's zone instead, and say so: every copy of one paper
 * must read the same, whoever prints it.
 */

/** The zone the browser runs in, else UTC. */
export function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A zone Intl accepts: the account's when this browser knows it, else the browser's own. */
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

// The staff screens are English, written the way the school writes dates: "02 Dec 2026, 03:58 SAST".
const STAFF_TAG = "en-ZA";
const STAFF_DAY: Intl.DateTimeFormatOptions = { day: "2-digit", month: "short", year: "numeric" };
const STAFF_TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

type Moment = Date | string | number;

/** The zone's short name at that moment ("SAST", "GMT+2", "UTC"), or its id when Intl has none. */
export function zoneName(moment: Moment, timeZone: string, locale?: AnyLocale) {
  const parts = new Intl.DateTimeFormat(locale ? INTL_TAG[locale] : STAFF_TAG, { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(moment),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * A moment with its time and its zone named: "02 Dec 2026, 03:58 SAST" on the staff screens (no
 * `locale`), the interface language's own form on a learner's ("2 de diciembre de 2026, 3:58 GMT+2").
 */
export function formatMoment(moment: Moment, timeZone: string, locale?: AnyLocale) {
  if (locale) return formatDateTime(moment, locale, timeZone);
  return new Intl.DateTimeFormat(STAFF_TAG, { ...STAFF_DAY, ...STAFF_TIME, timeZone, timeZoneName: "short" }).format(new Date(moment));
}

/** The calendar day of a moment in `timeZone`, on the staff screens: "02 Dec 2026". */
export function formatDay(moment: Moment, timeZone: string) {
  return new Intl.DateTimeFormat(STAFF_TAG, { ...STAFF_DAY, timeZone }).format(new Date(moment));
}

// A form's date and time in the viewer's zone, both ways (the server reads a day in a zone the same way).
export { fromWallTime, toWallTime } from "@shared/wall-time";

/**
 * The viewer's zone and the formats of the staff screens bound to it: every date and time an admin
 * screen shows goes through here.
 */
export function useViewerTime() {
  const { user } = useAuth();
  const timeZone = usableTimeZone(user?.timeZone);
  return useMemo(
    () => ({
      timeZone,
      /** "02 Dec 2026, 03:58 SAST" */
      moment: (moment: Moment) => formatMoment(moment, timeZone),
      /** "02 Dec 2026" */
      day: (moment: Moment) => formatDay(moment, timeZone),
      /** "SAST" */
      zone: (moment: Moment = Date.now()) => zoneName(moment, timeZone),
    }),
    [timeZone],
  );
}

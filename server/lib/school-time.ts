/**
 * The school's calendar: South Africa (Africa/Johannesburg) is UTC+2 all year, without daylight saving,
 * so "this month" and "that day" for reports are plain arithmetic on a fixed offset.
 */
export const SCHOOL_TIME_ZONE = "Africa/Johannesburg";
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The first instant of `now`'s calendar month in Johannesburg. */
export const startOfMonthInJohannesburg = (now: Date) => {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SAST_OFFSET_MS);
};

/** The first instant of `now`'s calendar day in Johannesburg. */
export const startOfDayInJohannesburg = (now: Date) => {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - SAST_OFFSET_MS);
};

/** `YYYY-MM-DD`: the Johannesburg calendar day of an instant. */
export const dayInJohannesburg = (date: Date) => new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: SCHOOL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });

/** `24 November 2026`: an instant's Johannesburg date, for mails. */
export const longDateInJohannesburg = (date: Date) => LONG_DATE.format(date);

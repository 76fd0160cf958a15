/**
 * Wall-clock dates and times in a named zone, for the browser and the server alike (Intl only, no zone
 * database of our own): what a datetime-local field or a "from day" means in a person's zone.
 */

const WALL_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};

/** Whether Intl knows the IANA zone ("Africa/Johannesburg"). */
export function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (SAST: 7 200 000). */
function offsetAt(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", { ...WALL_PARTS, timeZone }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** An instant as a datetime-local value ("2026-11-24T18:30") in `timeZone`. */
export function toWallTime(moment: Date | string | number, timeZone: string) {
  const instant = new Date(moment).getTime();
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * A datetime-local value ("2026-11-24T18:30") or a day ("2026-11-24", its midnight) read in `timeZone`,
 * as an instant. The second pass settles a time whose first guess fell on the other side of a
 * daylight-saving change.
 */
export function fromWallTime(wallTime: string, timeZone: string) {
  const full = wallTime.length === 10 ? `${wallTime}T00:00:00` : wallTime.length === 16 ? `${wallTime}:00` : wallTime;
  const asUtc = new Date(`${full}Z`).getTime();
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

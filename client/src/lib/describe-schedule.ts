import { fromWallTime, toWallTime, zoneName } from "./viewer-time";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_MS = 86_400_000;

type Schedule = { every: "minute" } | { every: "minutes"; step: number } | { hour: number; minute: number; weekday?: number };

const isNumber = (field: string, max: number) => /^\d{1,2}$/.test(field) && Number(field) <= max;

/** The shapes the jobs use ("* * * * *", "*\/15 * * * *", "17 3 * * *", "0 10 * * 0"); null for any other. */
function readSchedule(schedule: string): Schedule | null {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute = "", hour = "", dayOfMonth, month, weekday = ""] = fields;
  if (dayOfMonth !== "*" || month !== "*") return null;
  if (hour === "*" && weekday === "*") {
    if (minute === "*") return { every: "minute" };
    const step = Number(/^\*\/(\d{1,2})$/.exec(minute)?.[1]);
    return step > 0 && step < 60 ? { every: "minutes", step } : null;
  }
  if (!isNumber(minute, 59) || !isNumber(hour, 23)) return null;
  if (weekday === "*") return { hour: Number(hour), minute: Number(minute) };
  return isNumber(weekday, 7) ? { hour: Number(hour), minute: Number(minute), weekday: Number(weekday) % 7 } : null;
}

const pad = (value: number) => String(value).padStart(2, "0");
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * A cron schedule in words, its times of day said in the viewer's zone like every other time on the
 * page: "every minute", "every 15 minutes", "daily at 05:17 SAST", "every Sunday at 10:00 SAST".
 * `scheduleZone` is the zone the server reads the schedule in; the next run from `now` is converted
 * (a daylight-saving change between the two zones moves it by an hour for part of the year). Any other
 * shape is null: the page shows the cron string rather than a wrong sentence.
 */
export function describeSchedule(schedule: string, scheduleZone: string, viewerZone: string, now = new Date()): string | null {
  const read = readSchedule(schedule);
  if (!read) return null;
  if ("every" in read) return read.every === "minute" ? "every minute" : `every ${read.step} minutes`;
  let day = toWallTime(now, scheduleZone).slice(0, 10);
  if (read.weekday !== undefined) {
    while (weekdayOf(day) !== read.weekday) day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  const next = fromWallTime(`${day}T${pad(read.hour)}:${pad(read.minute)}`, scheduleZone);
  const seen = toWallTime(next, viewerZone);
  const time = `${seen.slice(11, 16)} ${zoneName(next, viewerZone)}`;
  return read.weekday === undefined ? `daily at ${time}` : `every ${WEEKDAYS[weekdayOf(seen.slice(0, 10))]} at ${time}`;
}

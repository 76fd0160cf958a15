import type { SupportHours } from "../../shared/api/school";

/** The product's published hours, now in the school's own time zone (SCHOOL_SUPPORT_TIME_ZONE) rather than a foreign one. */
export const DEFAULT_SUPPORT_HOURS = "Mon-Fri 09:00-20:00; Sat 10:00-17:00";

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const FORMAT = 'write lines like "Mon-Fri 09:00-17:00; Sat 10:00-13:00" (or "24/7")';

const dayNumber = (name: string) => {
  const index = DAY_NAMES.indexOf(name.trim().slice(0, 3).toLowerCase());
  if (index < 0 || name.trim().length < 3) throw new Error(`"${name.trim()}" is not a day: ${FORMAT}`);
  return index + 1;
};

const minutesOf = (time: string) => {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match || (match[1] === "24" && match[2] !== "00")) throw new Error(`"${time}" is not a time (HH:MM, 00:00 to 24:00): ${FORMAT}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/**
 * SCHOOL_SUPPORT_HOURS as lines of days and hours. Day ranges run Monday to Sunday ("Mon-Fri"); a line
 * cannot close before it opens (hours past midnight are two lines). "24/7" is every day, 00:00 to 24:00.
 */
export const parseSupportHours = (text: string): SupportHours[] => {
  if (text.trim().toLowerCase() === "24/7") return [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "00:00", closes: "24:00" }];
  const lines = text
    .split(/[;,\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) throw new Error(`is empty: ${FORMAT}`);
  return lines.map((line) => {
    const match = /^(\S+)\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(line);
    if (!match) throw new Error(`cannot read "${line}": ${FORMAT}`);
    const [, dayText, opensText, closesText] = match as unknown as [string, string, string, string];
    const [first = dayText, last = first] = dayText.split(/[-–]/);
    const from = dayNumber(first);
    const to = dayNumber(last);
    if (to < from) throw new Error(`"${dayText}" runs backwards: days go from Mon to Sun`);
    const opens = opensText.padStart(5, "0");
    const closes = closesText.padStart(5, "0");
    if (minutesOf(closes) <= minutesOf(opens)) throw new Error(`"${line}" closes before it opens`);
    return { days: Array.from({ length: to - from + 1 }, (_, index) => from + index), opens, closes };
  });
};

// Streak days count in the student's own time zone: a lesson at 23:30 in Nairobi and one at 00:30 the
// next night are two days in a row, whatever UTC says.

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`; UTC when the zone is unknown. */
export function localDate(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

/** The day before a YYYY-MM-DD date. */
export function previousDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export type Streak = { currentStreak: number; longestStreak: number; lastActivityDate: string | null };

/** The streak after activity on `today`: the same day changes nothing, the next day adds one, a gap restarts at 1. */
export function advanceStreak(streak: Streak, today: string): Streak {
  if (streak.lastActivityDate === today) return streak;
  const continues = streak.lastActivityDate !== null && streak.lastActivityDate === previousDate(today);
  const currentStreak = continues ? streak.currentStreak + 1 : 1;
  return { currentStreak, longestStreak: Math.max(streak.longestStreak, currentStreak), lastActivityDate: today };
}

/** Whether a string names a time zone this runtime knows (IANA, such as "Africa/Johannesburg"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Level = floor(points / 1000) + 1. */
export const levelForPoints = (points: number) => Math.floor(points / 1000) + 1;

/** A weekly live class. Times are kept in UTC so that every student sees them in their own time zone. */
export type LiveClass = {
  id: string;
  title: string;
  teacher: string;
  level: string;
  /** 0 = Sunday, as Date#getUTCDay counts. */
  weekdayUtc: number;
  hourUtc: number;
  minuteUtc: number;
  durationMinutes: number;
};

// Sample timetable until live classes are scheduled from the back office (spec: two sample classes).
export const SAMPLE_LIVE_CLASSES: readonly LiveClass[] = [
  {
    id: "conversation-travel",
    title: "Conversation Practice: Travel English",
    teacher: "Sarah Mitchell",
    level: "B1-B2",
    weekdayUtc: 2,
    hourUtc: 16,
    minuteUtc: 0,
    durationMinutes: 60,
  },
  {
    id: "grammar-present-perfect",
    title: "Grammar Workshop: The Present Perfect",
    teacher: "Thabo Nkosi",
    level: "A1-A2",
    weekdayUtc: 4,
    hourUtc: 9,
    minuteUtc: 30,
    durationMinutes: 45,
  },
];

/** The next start of a weekly class after `now`. UTC arithmetic, so daylight saving never shifts it. */
export function getNextClassStart(liveClass: Pick<LiveClass, "weekdayUtc" | "hourUtc" | "minuteUtc">, now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), liveClass.hourUtc, liveClass.minuteUtc));
  start.setUTCDate(start.getUTCDate() + ((liveClass.weekdayUtc - start.getUTCDay() + 7) % 7));
  if (start.getTime() <= now.getTime()) start.setUTCDate(start.getUTCDate() + 7);
  return start;
}

import { describe, expect, it } from "vitest";
import { advanceStreak, isKnownTimeZone, levelForPoints, localDate, previousDate } from "./streak";

describe("streak days in the student's time zone", () => {
  it("dates an instant in the student's zone, not UTC", () => {
    const instant = new Date("2026-03-01T22:30:00Z");
    expect(localDate(instant, "UTC")).toBe("2026-03-01");
    expect(localDate(instant, "Africa/Nairobi")).toBe("2026-03-02"); // 01:30 the next day
    expect(localDate(instant, "America/Sao_Paulo")).toBe("2026-03-01");
    expect(localDate(instant, "Not/AZone")).toBe("2026-03-01");
  });

  it("knows the day before, across months and a leap day", () => {
    expect(previousDate("2028-03-01")).toBe("2028-02-29");
    expect(previousDate("2027-01-01")).toBe("2026-12-31");
  });

  it("keeps the streak on the same day, adds a day the next day, restarts after a missed day", () => {
    const start = { currentStreak: 0, longestStreak: 0, lastActivityDate: null };
    const day1 = advanceStreak(start, "2026-03-01");
    expect(day1).toEqual({ currentStreak: 1, longestStreak: 1, lastActivityDate: "2026-03-01" });
    expect(advanceStreak(day1, "2026-03-01")).toBe(day1);
    const day2 = advanceStreak(day1, "2026-03-02");
    expect(day2).toEqual({ currentStreak: 2, longestStreak: 2, lastActivityDate: "2026-03-02" });
    const afterGap = advanceStreak(day2, "2026-03-04");
    expect(afterGap).toEqual({ currentStreak: 1, longestStreak: 2, lastActivityDate: "2026-03-04" });
  });

  it("counts two lessons either side of local midnight as two days", () => {
    const nairobi = "Africa/Nairobi";
    const first = advanceStreak(
      { currentStreak: 0, longestStreak: 0, lastActivityDate: null },
      localDate(new Date("2026-03-01T20:30:00Z"), nairobi),
    );
    const second = advanceStreak(first, localDate(new Date("2026-03-01T21:30:00Z"), nairobi));
    expect(second.currentStreak).toBe(2);
  });

  it("checks time zone names and derives the level from points", () => {
    expect(isKnownTimeZone("Africa/Johannesburg")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
    expect([levelForPoints(0), levelForPoints(999), levelForPoints(1000), levelForPoints(5250)]).toEqual([1, 1, 2, 6]);
  });
});

import { describe, expect, it } from "vitest";
import { formatCourseFigures, formatCourseLength, formatTimeSpent } from "./format-duration";

describe("formatTimeSpent", () => {
  it.each([
    [0, "0 min"],
    [-5, "0 min"],
    [Number.NaN, "0 min"],
    [42, "Under 1 min"],
    [60, "1 min"],
    [25 * 60 + 59, "25 min"],
    [60 * 60, "1 h"],
    [80 * 60, "1 h 20 min"],
    [2 * 3600 + 5 * 60 + 30, "2 h 5 min"],
  ])("reads %s seconds as %j", (seconds, expected) => {
    expect(formatTimeSpent(seconds)).toBe(expected);
  });
});

describe("formatCourseLength", () => {
  it.each([
    [10, "10 min"],
    [59, "59 min"],
    [60, "about 1 hour"],
    [75, "about 1½ hours"],
    [80, "about 1½ hours"],
    [89, "about 1½ hours"],
    [90, "about 1½ hours"],
    [105, "about 2 hours"],
    [100, "about 1½ hours"],
    [135, "about 2½ hours"],
    [160, "about 2½ hours"],
    [170, "about 3 hours"],
  ])("reads %s minutes as %j", (minutes, expected) => {
    expect(formatCourseLength(minutes)).toBe(expected);
  });
});

describe("formatCourseFigures", () => {
  it("states lessons, modules and length", () => {
    expect(formatCourseFigures({ lessonCount: 7, moduleCount: 2, totalMinutes: 135 })).toBe("7 lessons · 2 modules · about 2½ hours");
    expect(formatCourseFigures({ lessonCount: 1, moduleCount: 1, totalMinutes: 10 })).toBe("1 lesson · 1 module · 10 min");
  });

  it("says so when a course has no lessons yet", () => {
    expect(formatCourseFigures({ lessonCount: 0, moduleCount: 0, totalMinutes: 0 })).toBe("No lessons yet");
  });
});

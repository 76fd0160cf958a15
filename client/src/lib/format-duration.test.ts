import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
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

describe("durations in the interface language", () => {
  it("writes them in Spanish and German", () => {
    showInterfaceIn("es");
    expect(formatTimeSpent(42)).toBe("Menos de 1 min");
    expect(formatTimeSpent(80 * 60)).toBe("1 h 20 min");
    expect(formatCourseFigures({ lessonCount: 1, moduleCount: 2, totalMinutes: 90 })).toBe("1 lección · 2 módulos · aprox. 1½ horas");
    expect(formatCourseFigures({ lessonCount: 0, moduleCount: 0, totalMinutes: 0 })).toBe("Aún no hay lecciones");
    showInterfaceIn("de");
    expect(formatCourseLength(60)).toBe("etwa 1 Stunde");
    expect(formatTimeSpent(2 * 3600)).toBe("2 Std.");
  });
});

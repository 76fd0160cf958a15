import { describe, expect, it } from "vitest";
import { getNextClassStart } from "./live-classes";

// Tuesday 16:00 UTC.
const TUESDAY_CLASS = { weekdayUtc: 2, hourUtc: 16, minuteUtc: 0 };

describe("getNextClassStart", () => {
  it("finds the class later the same week", () => {
    expect(getNextClassStart(TUESDAY_CLASS, new Date("2025-06-01T08:00:00Z")).toISOString()).toBe("2025-06-03T16:00:00.000Z");
  });

  it("keeps today's class until it starts", () => {
    expect(getNextClassStart(TUESDAY_CLASS, new Date("2025-06-03T15:59:00Z")).toISOString()).toBe("2025-06-03T16:00:00.000Z");
  });

  it("moves to next week once today's class has started", () => {
    expect(getNextClassStart(TUESDAY_CLASS, new Date("2025-06-03T16:00:00Z")).toISOString()).toBe("2025-06-10T16:00:00.000Z");
  });

  it("crosses a month end", () => {
    expect(getNextClassStart(TUESDAY_CLASS, new Date("2025-07-30T10:00:00Z")).toISOString()).toBe("2025-08-05T16:00:00.000Z");
  });
});

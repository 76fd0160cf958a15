import { describe, expect, it } from "vitest";
import { masteryFor, stepsToMastery } from "./mastery";

const practice = (attempts: number, successfulAttempts: number, rightDays: number) => ({ attempts, successfulAttempts, rightDays });

describe("the mastery rule", () => {
  it("never masters a sound on one day, however many right answers", () => {
    expect(masteryFor(practice(1, 1, 1))).toBe("beginner");
    expect(masteryFor(practice(50, 50, 1))).toBe("advanced");
  });

  it("masters a sound with 10 tries, 95 % right and right answers on 2 different days", () => {
    expect(masteryFor(practice(10, 10, 2))).toBe("mastered");
    expect(masteryFor(practice(9, 9, 2))).toBe("advanced");
    expect(masteryFor(practice(40, 40, 3))).toBe("mastered");
  });

  it("draws the accuracy line at 95 % for Mastered, 80 % for Good and 60 % for Learning (the spec's figures)", () => {
    expect(masteryFor(practice(20, 19, 2))).toBe("mastered"); // 95 %
    expect(masteryFor(practice(20, 18, 2))).toBe("advanced"); // 90 %
    expect(masteryFor(practice(5, 4, 1))).toBe("advanced"); // 80 %
    expect(masteryFor(practice(20, 15, 2))).toBe("intermediate"); // 75 %
    expect(masteryFor(practice(5, 3, 1))).toBe("intermediate"); // 60 %
    expect(masteryFor(practice(20, 11, 2))).toBe("beginner"); // 55 %
  });

  it("needs a few tries before Learning or Good: one right answer is not Good", () => {
    expect(masteryFor(practice(2, 2, 1))).toBe("beginner");
    expect(masteryFor(practice(3, 3, 1))).toBe("intermediate");
    expect(masteryFor(practice(4, 4, 1))).toBe("intermediate");
    expect(masteryFor(practice(5, 5, 1))).toBe("advanced");
  });

  it("tells a parent what is still missing, in words", () => {
    expect(stepsToMastery(practice(1, 1, 1))).toEqual(["9 more tries", "Right on 1 of 2 days"]);
    expect(stepsToMastery(practice(9, 9, 2))).toEqual(["1 more try", "Right on 2 of 2 days"]);
    expect(stepsToMastery(practice(12, 9, 1))).toEqual(["95 % right needed, now 75 %", "Right on 1 of 2 days"]);
    expect(stepsToMastery(practice(0, 0, 0))).toEqual(["10 more tries", "Right on 0 of 2 days"]);
    expect(stepsToMastery(practice(10, 10, 2))).toEqual([]);
  });
});

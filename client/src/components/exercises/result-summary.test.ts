import { describe, expect, it } from "vitest";
import { betterResult, describeResult } from "./result-summary";

describe("describeResult", () => {
  it("words a perfect, a passing and a failing score, and the speaking and flashcard results", () => {
    expect(describeResult("matching", { score: 3, maxScore: 3, passed: true })).toBe("Correct! 3 of 3");
    expect(describeResult("matching", { score: 2, maxScore: 3, passed: true })).toBe("Passed: 2 of 3");
    expect(describeResult("matching", { score: 1, maxScore: 3, passed: false })).toBe("Not quite: 1 of 3 — try again");
    expect(describeResult("speaking", { score: 85, maxScore: 100, passed: true })).toBe("Correct! 85% match");
    expect(describeResult("flashcard", { score: 1, maxScore: 1, passed: true })).toBe("Done! You knew 1 of 1 card");
  });
});

describe("betterResult", () => {
  it("prefers a pass, then the higher share of the maximum, and keeps the first on a tie", () => {
    const fail = { score: 2, maxScore: 3, passed: false };
    const pass = { score: 3, maxScore: 5, passed: true };
    const full = { score: 5, maxScore: 5, passed: true };
    expect(betterResult(fail, pass)).toBe(pass);
    expect(betterResult(pass, fail)).toBe(pass);
    expect(betterResult(pass, full)).toBe(full);
    expect(betterResult(full, { ...full })).toBe(full);
    expect(betterResult(null, fail)).toBe(fail);
    expect(betterResult(fail, null)).toBe(fail);
  });
});

import { describe, expect, it } from "vitest";
import { PHONICS_BADGES } from "../../shared/phonics/mastery";
import { editDistance, pointsForSimilarity, similarity } from "../../shared/phonics/similarity";
import { FREE_GROUP, isFreeSound, PHONICS_SOUNDS } from "../../shared/phonics/sounds";

describe("the sounds", () => {
  it("come in the synthetic phonics order, the first group free, every sound once", () => {
    expect(
      PHONICS_SOUNDS.slice(0, 16)
        .map((entry) => entry.sound)
        .join(" "),
    ).toBe("s a t p i n m d g o c k ck e u r");
    expect(PHONICS_SOUNDS.slice(16, 20).map((entry) => entry.sound)).toEqual(["h", "b", "f", "l"]);
    expect(PHONICS_SOUNDS.slice(-8).map((entry) => entry.sound)).toEqual(["sh", "ch", "th", "ng", "ai", "ee", "oa", "oo"]);
    const letters = PHONICS_SOUNDS.filter((entry) => entry.sound.length === 1).map((entry) => entry.sound);
    expect([...letters].sort().join("")).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(new Set(PHONICS_SOUNDS.map((entry) => entry.sound)).size).toBe(PHONICS_SOUNDS.length);
    expect(PHONICS_SOUNDS.filter((entry) => entry.group === FREE_GROUP).map((entry) => entry.sound)).toEqual([
      "s",
      "a",
      "t",
      "p",
      "i",
      "n",
    ]);
    expect(isFreeSound("n")).toBe(true);
    expect(isFreeSound("m")).toBe(false);
  });
});

describe("badges", () => {
  it("unlock from the mastered count (1, 5, 15) and a streak of 10", () => {
    const unlocked = (mastered: number, streak: number) =>
      PHONICS_BADGES.filter((badge) => badge.isUnlocked(mastered, streak)).map((badge) => badge.id);
    expect(unlocked(0, 9)).toEqual([]);
    expect(unlocked(1, 0)).toEqual(["first-sound"]);
    expect(unlocked(5, 10)).toEqual(["first-sound", "five-mastered", "streak-10"]);
    expect(unlocked(15, 0)).toEqual(["first-sound", "five-mastered", "fifteen-mastered"]);
  });
});

describe("the kids lesson's pronunciation points", () => {
  it("scores similarity 0.8 / 0.6 / 0.4 as 3 / 2 / 1 points, else 0", () => {
    expect([1, 0.8, 0.79, 0.6, 0.59, 0.4, 0.39, 0].map(pointsForSimilarity)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it("measures similarity on letters, case and punctuation aside, and accepts the word inside a phrase", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(similarity("Apple", "apple!")).toBe(1);
    expect(similarity("cat", "a cat")).toBe(1);
    expect(similarity("apple", "apel")).toBeCloseTo(0.6, 5);
    expect(similarity("dog", "")).toBe(0);
    // Two edits in eight letters: 0.75, two points.
    expect(pointsForSimilarity(similarity("elephant", "elefant"))).toBe(2);
  });
});

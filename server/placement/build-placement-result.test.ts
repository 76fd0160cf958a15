import { describe, expect, it } from "vitest";
import { CEFR_BANDS, type CefrBand } from "../../shared/placement/bands";
import { CAN_DO_OF_BAND } from "../../shared/placement/can-do";
import { buildPlacementResult, describeConfidence, wholePercents } from "./build-placement-result";
import type { IrtItem } from "./irt";

const chances = (shares: Partial<Record<CefrBand, number>>) =>
  Object.fromEntries(CEFR_BANDS.map((band) => [band, shares[band] ?? 0])) as Record<CefrBand, number>;

let nextId = 1;
const item = (skill: IrtItem["skill"], difficulty: number): IrtItem => ({ id: nextId++, skill, difficulty, discrimination: 1.7 });

describe("wholePercents", () => {
  it("rounds shares to whole percents that sum to exactly 100, the missing points to the largest remainders", () => {
    expect(wholePercents({ a: 1 / 3, b: 1 / 3, c: 1 / 3 }, ["a", "b", "c"])).toEqual({ a: 34, b: 33, c: 33 });
    // Plain rounding would give 1 + 1 + 1 + 98 = 101.
    expect(wholePercents({ a: 0.006, b: 0.006, c: 0.006, d: 0.982 }, ["a", "b", "c", "d"])).toEqual({ a: 1, b: 1, c: 0, d: 98 });
    expect(wholePercents({ a: 0.124, b: 0.376, c: 0.5 }, ["a", "b", "c"])).toEqual({ a: 12, b: 38, c: 50 });
  });
});

describe("describeConfidence", () => {
  it("is high from 85 %", () => {
    expect(describeConfidence("B1", chances({ B1: 0.85, B2: 0.15 }))).toEqual({
      confidence: "high",
      confidenceText: "We are very sure of this level.",
    });
  });

  it("is medium from 65 %, naming the likelier neighbour", () => {
    expect(describeConfidence("B1", chances({ A2: 0.1, B1: 0.7, B2: 0.2 }))).toEqual({
      confidence: "medium",
      confidenceText: "We are fairly sure of this level; you may be close to B2 (Upper Intermediate).",
    });
  });

  it("is low below 65 %, naming the two levels from the lower one", () => {
    expect(describeConfidence("B1", chances({ A2: 0.4, B1: 0.5, B2: 0.1 }))).toEqual({
      confidence: "low",
      confidenceText: "Your level is between A2 (Elementary) and B1 (Intermediate); the course start is a good place to check.",
    });
    expect(describeConfidence("C2", chances({ C1: 0.45, C2: 0.55 })).confidenceText).toBe(
      "Your level is between C1 (Advanced) and C2 (Proficient); the course start is a good place to check.",
    );
  });
});

describe("buildPlacementResult", () => {
  it("places, profiles each skill from its own answers and marks a skill with fewer than 4 answers tentative", () => {
    const responses = [
      ...[-1, -0.5, 0, 0.5, 1].map((difficulty) => ({ item: item("grammar", difficulty), isCorrect: true })),
      ...[1.5, 2].map((difficulty) => ({ item: item("vocabulary", difficulty), isCorrect: true })),
      ...[-3, -2.5, -2, -1.5].map((difficulty) => ({ item: item("listening", difficulty), isCorrect: false })),
      ...[0, 0.5, 1].map((difficulty) => ({ item: item("reading", difficulty), isCorrect: true })),
    ];
    const { result } = buildPlacementResult({ responses, endReason: "precision", completedAt: new Date("2026-11-21T10:05:00Z") });
    expect(result.itemsAnswered).toBe(14);
    expect(result.completedAt).toBe("2026-11-21T10:05:00.000Z");
    expect(result.bandChances.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
    expect(result.canDo).toEqual(CAN_DO_OF_BAND[result.band]);
    const bySkill = Object.fromEntries(result.skills.map((skill) => [skill.skill, skill]));
    expect(bySkill.grammar_vocabulary).toMatchObject({ itemsAnswered: 7, isTentative: false });
    expect(bySkill.listening).toMatchObject({ itemsAnswered: 4, isTentative: false });
    expect(bySkill.reading).toMatchObject({ itemsAnswered: 3, isTentative: true });
    // Every listening item wrong, even the easiest: listening is placed at the bottom, whatever the rest says.
    expect(bySkill.listening!.band).toBe("A1");
    expect(CEFR_BANDS.indexOf(bySkill.grammar_vocabulary!.band)).toBeGreaterThan(CEFR_BANDS.indexOf("B1"));
  });
});

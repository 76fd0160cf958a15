import { beforeAll, describe, expect, it } from "vitest";
import { CEFR_BANDS } from "../../shared/placement/bands";
import { fromProjectRoot } from "../lib/project-root";
import { loadPlacementBank } from "./load-placement-bank";
import {
  PLACEMENT_GOALS,
  learnersAcrossBands,
  missedGoals,
  mulberry32,
  simulatePlacement,
  simulationBank,
  syntheticBank,
  type SimulationReport,
} from "./simulate-placement";

describe("the simulation's parts", () => {
  it("draws the same numbers from the same seed, all in [0, 1), and others from another seed", () => {
    const first = Array.from({ length: 1000 }, mulberry32(31));
    expect(Array.from({ length: 1000 }, mulberry32(31))).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, mulberry32(32))).not.toEqual(first);
    expect(first.reduce((sum, value) => sum + value, 0) / 1000).toBeCloseTo(0.5, 1);
  });

  it("lays the synthetic bank out as the real one: 54 items a level, 18 listening and 12 of each other skill, steps even", () => {
    const bank = syntheticBank();
    expect(bank).toHaveLength(324);
    expect(new Set(bank.map((item) => item.id)).size).toBe(324);
    const b1 = bank.filter((item) => item.level === "B1");
    expect(b1.filter((item) => item.skill === "listening")).toHaveLength(18);
    expect(b1.filter((item) => item.skill === "reading")).toHaveLength(12);
    expect(b1.filter((item) => item.skill === "listening" && item.step === "high").map((item) => item.difficulty)).toEqual(
      Array(6).fill(-0.25),
    );
    expect(bank.every((item) => item.discrimination === 1.7)).toBe(true);
    expect(Math.min(...bank.map((item) => item.difficulty))).toBe(-4.25);
    expect(Math.max(...bank.map((item) => item.difficulty))).toBe(4.25);
  });

  it("places learners in equal numbers per level at abilities inside it (A1 from -4.5, C2 to 4.5)", () => {
    const learners = learnersAcrossBands(600, mulberry32(5));
    for (const band of CEFR_BANDS) expect(learners.filter((learner) => learner.band === band)).toHaveLength(100);
    expect(learners.filter((learner) => learner.band === "A1").every((learner) => learner.theta >= -4.5 && learner.theta < -3)).toBe(true);
    expect(learners.filter((learner) => learner.band === "C2").every((learner) => learner.theta >= 3 && learner.theta < 4.5)).toBe(true);
    expect(learners.filter((learner) => learner.band === "B2").every((learner) => learner.theta >= 0 && learner.theta < 1.5)).toBe(true);
  });

  it("gives the same figures for the same seed", () => {
    const options = { bank: syntheticBank(), learners: 60, seed: 7 };
    expect(simulatePlacement(options)).toEqual(simulatePlacement(options));
  });

  it("with blind guessing among four options (which the 2PL ignores) places far fewer beginners in A1", () => {
    const bank = syntheticBank();
    const honest = simulatePlacement({ bank, learners: 240, seed: 11 });
    const guessing = simulatePlacement({ bank, learners: 240, seed: 11, guessing: 0.25 });
    expect(honest.exactShareByBand.A1).toBeGreaterThan(0.75);
    expect(guessing.exactShareByBand.A1).toBeLessThan(honest.exactShareByBand.A1 - 0.3);
  });

  it("names each goal a report misses", () => {
    const report = simulatePlacement({ bank: syntheticBank(), learners: 12, seed: 3 });
    expect(missedGoals({ ...report, medianItems: 25 })).toContain("median items 25 is over 24");
    expect(missedGoals({ ...report, exactShareByBand: { ...report.exactShareByBand, C1: 0.6 } })).toContain(
      "C1 exact 60.0 % is under 65.0 %",
    );
    expect(missedGoals({ ...report, maxExposure: 0.51 })).toContain("an item was shown to 51.0 % of candidates, over 50.0 %");
    expect(missedGoals({ ...report, minListeningShare: 0.3 })).toContain("a test had 30.0 % listening, under a third");
  });
});

describe("1,000 simulated learners across the six levels (seed 31)", () => {
  const realItems = loadPlacementBank(fromProjectRoot("content", "placement")).items;
  const { bank, source } = simulationBank(realItems);
  let report: SimulationReport;

  beforeAll(() => {
    report = simulatePlacement({ bank, learners: 1000, seed: 31 });
    console.info(`placement simulation on ${source}: ${JSON.stringify(report)}`);
  });

  it("needs a median of at most 24 items", () => {
    expect(report.medianItems).toBeLessThanOrEqual(PLACEMENT_GOALS.maxMedianItems);
    expect(report.medianItems).toBeGreaterThanOrEqual(12);
  });

  it("places at least 75 % in their own level, 99.5 % within one level, and no level under 65 %", () => {
    expect(report.exactShare).toBeGreaterThanOrEqual(PLACEMENT_GOALS.minExactShare);
    expect(report.withinOneShare).toBeGreaterThanOrEqual(PLACEMENT_GOALS.minWithinOneShare);
    for (const band of CEFR_BANDS)
      expect(report.exactShareByBand[band], band).toBeGreaterThanOrEqual(PLACEMENT_GOALS.minExactShareInEveryBand);
    expect(report.meanAbsoluteError).toBeLessThan(0.35);
  });

  it("shows no item to more than half the candidates and keeps a third of every test listening", () => {
    expect(report.maxExposure).toBeLessThanOrEqual(PLACEMENT_GOALS.maxExposure);
    expect(report.minListeningShare).toBeGreaterThanOrEqual(PLACEMENT_GOALS.minListeningShare - 1e-9);
  });

  it("ends every test by precision or at 30 items, within the 15 minutes at about 20 s an item", () => {
    expect(report.endReasonShares.time_limit).toBe(0);
    expect(report.endReasonShares.bank_exhausted).toBe(0);
    expect(report.endReasonShares.precision + report.endReasonShares.max_items).toBeCloseTo(1, 10);
    expect(report.maxMinutes).toBeLessThanOrEqual(12.5);
    expect(missedGoals(report)).toEqual([]);
  });
});

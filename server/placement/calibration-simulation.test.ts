import { describe, expect, it } from "vitest";
import { CEFR_BANDS, DEFAULT_DISCRIMINATION, ITEM_STEPS, initialDifficulty } from "../../shared/placement/bands";
import { leaveOneOutAbilities } from "./calibration-abilities";
import { calibrateItems, type CalibrationAnswer, type CalibrationChange, type ItemParameters } from "./calibration-estimate";
import { normalDeviate, seededRandom } from "./calibration-test-fixtures";
import { estimateAbility, probabilityCorrect, selectNextItem, stopReason, type IrtItem, type IrtResponse } from "./irt";

const SKILLS = ["listening", "listening", "grammar", "vocabulary", "reading"] as const;

/**
 * A bank of 180 items at their starting parameters, whose answers follow other, true parameters (b off by
 * about 0.4 on average, a anywhere from 0.8 to 2.5); 800 candidates take the adaptive test on it, scored
 * with the starting parameters as the live test would be. Seeded: the same figures on every run.
 */
const simulateAdaptiveTests = () => {
  const random = seededRandom(58);
  const bank: IrtItem[] = [];
  const truth = new Map<number, ItemParameters>();
  for (const level of CEFR_BANDS)
    for (const step of ITEM_STEPS)
      for (const skill of SKILLS)
        for (let copy = 0; copy < 2; copy++) {
          const item = { id: bank.length + 1, skill, difficulty: initialDifficulty(level, step), discrimination: DEFAULT_DISCRIMINATION };
          bank.push(item);
          truth.set(item.id, { difficulty: item.difficulty + normalDeviate(random, 0, 0.5), discrimination: 0.8 + random() * 1.7 });
        }
  const shownCounts = new Map<number, number>();
  const tests: IrtResponse[][] = [];
  for (let candidate = 0; candidate < 800; candidate++) {
    const theta = normalDeviate(random, 0, 2);
    const exposureRates = new Map([...shownCounts].map(([id, shown]) => [id, candidate < 20 ? 0 : shown / candidate]));
    const responses: IrtResponse[] = [];
    let estimate = { theta: 0, standardError: 2 };
    while (!stopReason({ answered: responses.length, standardError: estimate.standardError, elapsedMs: 0 })) {
      const item = selectNextItem({
        theta: estimate.theta,
        bank,
        shown: responses.map((response) => response.item),
        exposureRates,
        random,
      });
      if (!item) break;
      shownCounts.set(item.id, (shownCounts.get(item.id) ?? 0) + 1);
      responses.push({ item, isCorrect: random() < probabilityCorrect(theta, truth.get(item.id)!) });
      estimate = estimateAbility(responses);
    }
    tests.push(responses);
  }
  return { bank, truth, tests };
};

/** Mean absolute and signed errors of the re-estimated items' old and new parameters against the truth. */
const errors = (changes: CalibrationChange[], truth: Map<number, ItemParameters>) => {
  const calibrated = changes.filter((change) => change.after);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const off = (pick: (change: CalibrationChange) => number, field: keyof ItemParameters) =>
    calibrated.map((change) => pick(change) - truth.get(change.id)![field]);
  const newB = off((change) => change.after!.difficulty, "difficulty");
  const newA = off((change) => change.after!.discrimination, "discrimination");
  return {
    count: calibrated.length,
    oldB: mean(off((change) => change.before.difficulty, "difficulty").map(Math.abs)),
    oldA: mean(off((change) => change.before.discrimination, "discrimination").map(Math.abs)),
    newB: mean(newB.map(Math.abs)),
    newA: mean(newA.map(Math.abs)),
    biasA: mean(newA),
  };
};

const calibrateWith = (
  { bank, tests }: ReturnType<typeof simulateAdaptiveTests>,
  abilitiesOf: (responses: IrtResponse[]) => number[],
): CalibrationChange[] => {
  const answersByItem = new Map<number, CalibrationAnswer[]>();
  for (const responses of tests)
    abilitiesOf(responses).forEach((theta, index) => {
      const { item, isCorrect } = responses[index]!;
      if (!answersByItem.has(item.id)) answersByItem.set(item.id, []);
      answersByItem.get(item.id)!.push({ theta, isCorrect });
    });
  return calibrateItems(
    bank.map((item) => ({ ...item, key: String(item.id) })),
    answersByItem,
  );
};

describe("calibration on answers of the adaptive test (simulation)", () => {
  it("against each answer's leave-one-out ability, moves the bank towards the true parameters; against the final θ, overstates a", () => {
    const simulation = simulateAdaptiveTests();
    const leaveOneOut = errors(calibrateWith(simulation, leaveOneOutAbilities), simulation.truth);
    expect(leaveOneOut.count).toBeGreaterThan(100);
    expect(leaveOneOut.newB).toBeLessThan(0.6 * leaveOneOut.oldB);
    expect(leaveOneOut.newA).toBeLessThan(leaveOneOut.oldA);
    expect(Math.abs(leaveOneOut.biasA)).toBeLessThan(0.15);

    // The reason for leaving the answer out: the final θ contains it, and the items look steeper than they are.
    const finalTheta = errors(
      calibrateWith(simulation, (responses) => {
        const { theta } = estimateAbility(responses);
        return responses.map(() => theta);
      }),
      simulation.truth,
    );
    expect(finalTheta.biasA).toBeGreaterThan(0.3);
    expect(finalTheta.newA).toBeGreaterThan(leaveOneOut.oldA);
  }, 120_000);
});

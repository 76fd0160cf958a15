import { describe, expect, it } from "vitest";
import { calibrateItems, estimateItemParameters, logLikelihood, type CalibrationAnswer, type ItemParameters } from "./calibration-estimate";
import { normalDeviate, seededRandom } from "./calibration-test-fixtures";
import { probabilityCorrect } from "./irt";

/** Answers of candidates around the item's difficulty (as an adaptive test sends them), right with the 2PL's chance. */
const simulateAnswers = (truth: ItemParameters, count: number, random: () => number): CalibrationAnswer[] =>
  Array.from({ length: count }, () => {
    const theta = normalDeviate(random, truth.difficulty + 0.3, 1.3);
    return { theta, isCorrect: random() < probabilityCorrect(theta, truth) };
  });

const TRUE_ITEMS: ItemParameters[] = [
  { difficulty: -4.2, discrimination: 1.1 },
  { difficulty: -2.5, discrimination: 0.8 },
  { difficulty: -1, discrimination: 1.2 },
  { difficulty: 0.5, discrimination: 1.7 },
  { difficulty: 1.8, discrimination: 2.4 },
  { difficulty: 3.5, discrimination: 1 },
];

describe("calibration estimate (2PL with known abilities)", () => {
  it("recovers the parameters that generated thousands of answers, from starting values elsewhere", () => {
    const random = seededRandom(31);
    for (const truth of TRUE_ITEMS) {
      const answers = simulateAnswers(truth, 3_000, random);
      const estimate = estimateItemParameters(answers, { difficulty: truth.difficulty - 1, discrimination: 1.7 })!;
      expect(Math.abs(estimate.difficulty - truth.difficulty), `b of ${JSON.stringify(truth)}`).toBeLessThan(0.15);
      expect(Math.abs(estimate.discrimination - truth.discrimination), `a of ${JSON.stringify(truth)}`).toBeLessThan(0.3);
    }
  });

  it("finds the likelihood's maximum: no nearby parameters explain the answers better", () => {
    const answers = simulateAnswers({ difficulty: 0.2, discrimination: 1.4 }, 400, seededRandom(7));
    const estimate = estimateItemParameters(answers, { difficulty: 0, discrimination: 1.7 }, { minAnswers: 50 })!;
    const best = logLikelihood(answers, estimate);
    for (const [db, da] of [
      [0.02, 0],
      [-0.02, 0],
      [0, 0.02],
      [0, -0.02],
      [0.02, 0.02],
      [-0.02, -0.02],
    ]) {
      expect(logLikelihood(answers, { difficulty: estimate.difficulty + db!, discrimination: estimate.discrimination + da! })).toBeLessThan(
        best,
      );
    }
  });

  it("keeps the parameters inside a in [0.4, 3] and b in [-6, 6] when the answers push them out", () => {
    const random = seededRandom(3);
    const everyoneRight = Array.from({ length: 80 }, () => ({ theta: normalDeviate(random, 0, 1), isCorrect: true }));
    const easiest = estimateItemParameters(everyoneRight, { difficulty: 0, discrimination: 1.7 })!;
    expect(easiest.difficulty).toBe(-6);
    expect(easiest.discrimination).toBeGreaterThanOrEqual(0.4);
    expect(easiest.discrimination).toBeLessThanOrEqual(3);

    // The abler candidates answer wrong: a negative slope, held at the smallest discrimination allowed.
    const reversed = Array.from({ length: 200 }, () => {
      const theta = normalDeviate(random, 0, 1.5);
      return { theta, isCorrect: random() < probabilityCorrect(-theta, { difficulty: 0, discrimination: 1.5 }) };
    });
    expect(estimateItemParameters(reversed, { difficulty: 0, discrimination: 1.7 })!.discrimination).toBe(0.4);

    // A perfect step at θ = 1: as steep as allowed, at the step.
    const step = Array.from({ length: 100 }, (_, index) => ({ theta: -2 + index * 0.06, isCorrect: -2 + index * 0.06 > 1 }));
    const steep = estimateItemParameters(step, { difficulty: 0, discrimination: 1.7 })!;
    expect(steep.discrimination).toBe(3);
    expect(steep.difficulty).toBeCloseTo(1, 1);
  });

  it("leaves an item with too few answers as it is", () => {
    const answers = simulateAnswers({ difficulty: 2, discrimination: 1 }, 49, seededRandom(5));
    expect(estimateItemParameters(answers, { difficulty: 0, discrimination: 1.7 })).toBeNull();
    expect(estimateItemParameters(answers, { difficulty: 0, discrimination: 1.7 }, { minAnswers: 40 })).not.toBeNull();
    expect(estimateItemParameters([], { difficulty: 0, discrimination: 1.7 }, { minAnswers: 0 })).toBeNull();

    const changes = calibrateItems(
      [
        { id: 1, key: "b1-few", difficulty: -0.75, discrimination: 1.7 },
        { id: 2, key: "c1-many", difficulty: 2.25, discrimination: 1.7 },
        { id: 3, key: "a1-none", difficulty: -3.75, discrimination: 1.7 },
      ],
      new Map([
        [1, answers],
        [2, simulateAnswers({ difficulty: 1.6, discrimination: 1.2 }, 2_000, seededRandom(9))],
      ]),
    );
    expect(changes[0]).toEqual({ id: 1, key: "b1-few", answers: 49, before: { difficulty: -0.75, discrimination: 1.7 }, after: null });
    expect(changes[1]).toMatchObject({ key: "c1-many", answers: 2_000, before: { difficulty: 2.25, discrimination: 1.7 } });
    expect(changes[1]!.after!.difficulty).toBeCloseTo(1.6, 0);
    expect(changes[2]).toMatchObject({ key: "a1-none", answers: 0, after: null });
  });
});

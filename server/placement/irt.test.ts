import { describe, expect, it } from "vitest";
import {
  PRIOR,
  THETA_GRID,
  bandProbabilities,
  estimateAbility,
  itemInformation,
  probabilityCorrect,
  selectNextItem,
  stopReason,
  type IrtItem,
} from "./irt";

const item = (id: number, difficulty: number, skill: IrtItem["skill"] = "grammar", discrimination = 1.7): IrtItem => ({
  id,
  skill,
  difficulty,
  discrimination,
});

/** A random that replays the given values (the randomesque draw made predictable). */
const replay = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe("the 2PL model", () => {
  it("gives an even chance at the item's difficulty, whatever its discrimination", () => {
    expect(probabilityCorrect(0.75, { difficulty: 0.75, discrimination: 1.7 })).toBe(0.5);
    expect(probabilityCorrect(-2, { difficulty: -2, discrimination: 0.4 })).toBe(0.5);
  });

  it("gives 1/(1+e^-1.7) = 0.84553 one logit above the difficulty at a = 1.7, and its complement one below", () => {
    expect(probabilityCorrect(1, { difficulty: 0, discrimination: 1.7 })).toBeCloseTo(0.84553, 5);
    expect(probabilityCorrect(-1, { difficulty: 0, discrimination: 1.7 })).toBeCloseTo(0.15447, 5);
  });

  it("has information a²PQ: 1.7² × ¼ = 0.7225 at the difficulty, 2.89 × 0.84553 × 0.15447 = 0.37745 a logit away", () => {
    expect(itemInformation(0, item(1, 0))).toBeCloseTo(0.7225, 10);
    expect(itemInformation(1, item(1, 0))).toBeCloseTo(0.37745, 5);
    expect(itemInformation(-1, item(1, 0))).toBeCloseTo(0.37745, 5);
  });
});

describe("the EAP estimate", () => {
  it("is the prior before any answer: mean 0 and SD about 2 (1.9732: the grid stops at ±6, three prior SDs)", () => {
    const { theta, standardError } = estimateAbility([]);
    expect(PRIOR).toEqual({ mean: 0, sd: 2 });
    expect(THETA_GRID[0]).toBe(-6);
    expect(THETA_GRID.at(-1)).toBeCloseTo(6, 10);
    expect(theta).toBeCloseTo(0, 10);
    // SD of N(0, 2) truncated at ±3 SD: 2 × √(1 − 2·3·φ(3) / (2Φ(3) − 1)) = 2 × √(1 − 6 × 0.0044318 / 0.9973) = 1.9732.
    expect(standardError).toBeCloseTo(1.9732, 3);
  });

  it("after one right answer to an item at 0 (a = 1.7) equals a direct integration on a grid 100 times finer, to 3 decimals", () => {
    const { theta, standardError } = estimateAbility([{ item: item(1, 0), isCorrect: true }]);
    // ∫θ·N(θ; 0, 2)·P(θ) dθ / ∫N(θ; 0, 2)·P(θ) dθ over the same range, −6 to 6, in steps of 0.0005.
    let mass = 0;
    let first = 0;
    let second = 0;
    for (let step = 0; step <= 24_000; step += 1) {
      const value = -6 + step * 0.0005;
      const density = Math.exp(-(value ** 2) / 8) / (1 + Math.exp(-1.7 * value));
      mass += density;
      first += density * value;
      second += density * value ** 2;
    }
    const mean = first / mass;
    expect(mean).toBeCloseTo(1.403, 3);
    expect(theta).toBeGreaterThan(0);
    expect(theta).toBeCloseTo(mean, 3);
    expect(standardError).toBeCloseTo(Math.sqrt(second / mass - mean ** 2), 3);
    // A wrong answer mirrors it.
    expect(estimateAbility([{ item: item(1, 0), isCorrect: false }]).theta).toBeCloseTo(-theta, 10);
  });

  it("stays a number when an answer is against the odds everywhere on the grid (1 − P rounds to 0 at a·(θ − b) > 37)", () => {
    // A wrong answer to an item far too easy for anyone on the grid (b = −7, a = 40): the least unlikely
    // ability is the grid's floor, −6 (the old form, log(1 − P), gave NaN here).
    const { theta, standardError, posterior } = estimateAbility([{ item: item(1, -7, "grammar", 40), isCorrect: false }]);
    expect(theta).toBeCloseTo(-6, 1);
    expect(standardError).toBeLessThan(0.05);
    expect(posterior.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
  });

  it("narrows as answers come: twenty answers at the learner's level bring the standard error under 0.5", () => {
    const responses = Array.from({ length: 20 }, (_, index) => ({ item: item(index + 1, 0.75), isCorrect: index % 2 === 0 }));
    const { theta, standardError } = estimateAbility(responses);
    expect(theta).toBeCloseTo(0.75, 0);
    expect(standardError).toBeLessThan(0.5);
  });
});

describe("band probabilities", () => {
  it("under the prior alone give each band its normal mass (B1: Φ(0) − Φ(−0.75) = 0.273, A1: Φ(−1.5) = 0.067) and sum to 1", () => {
    const shares = bandProbabilities(estimateAbility([]).posterior);
    expect(Object.keys(shares)).toEqual(["A1", "A2", "B1", "B2", "C1", "C2"]);
    expect(Object.values(shares).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
    expect(shares.B1).toBeCloseTo(0.2734, 2);
    expect(shares.A1).toBeCloseTo(0.0668, 2);
    expect(shares.C2).toBeCloseTo(shares.A1, 2);
  });

  it("gather in the learner's band after many answers there, and still sum to 1", () => {
    const responses = Array.from({ length: 30 }, (_, index) => ({ item: item(index + 1, 2.25), isCorrect: index % 2 === 0 }));
    const shares = bandProbabilities(estimateAbility(responses).posterior);
    expect(shares.C1).toBeGreaterThan(0.9);
    expect(shares.A1 + shares.A2 + shares.B1).toBeLessThan(0.001);
    expect(Object.values(shares).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
  });
});

describe("selecting the next item", () => {
  const bank = [
    item(1, -0.5, "listening"),
    item(2, 0, "listening"),
    item(3, 0, "grammar"),
    item(4, 0, "vocabulary"),
    item(5, 0, "reading"),
    item(6, 0.1, "grammar"),
  ];
  const byId = (id: number) => bank.find((candidate) => candidate.id === id)!;
  const select = (shown: number[], overrides: Partial<Parameters<typeof selectNextItem>[0]> = {}) =>
    selectNextItem({ theta: 0, bank, shown: shown.map(byId), exposureRates: new Map(), random: replay(0), topCount: 1, ...overrides })
      ?.id ?? null;

  it("keeps listening at a third or more: it opens with listening, then the least-seen other skill, listening again at the fourth", () => {
    expect(select([])).toBe(2);
    expect(select([2])).toBe(3);
    expect(select([2, 3])).toBe(4);
    expect(select([2, 3, 4])).toBe(1);
    expect(select([2, 3, 4, 1])).toBe(5);
  });

  it("never shows an item twice and returns null once the bank is spent", () => {
    expect(select([2, 3])).toBe(4);
    expect(select([2, 4, 3])).toBe(1);
    expect(select([1, 2, 3, 4, 5])).toBe(6);
    expect(select([1, 2, 3, 4, 5, 6])).toBeNull();
  });

  it("skips an item shown to half the candidates or more, and uses it only when nothing else is left", () => {
    expect(select([], { exposureRates: new Map([[2, 0.49]]) })).toBe(2);
    expect(select([], { exposureRates: new Map([[2, 0.5]]) })).toBe(1);
    const allOver = new Map(bank.map((candidate) => [candidate.id, 0.9]));
    expect(select([], { exposureRates: allOver })).toBe(2);
  });

  it("chooses at random among the four most informative of the wanted skill, never a fifth", () => {
    const grammar = [0, 0.1, -0.2, 0.3, 0.6, -0.8].map((difficulty, index) => item(index + 1, difficulty));
    const chosen = new Set<number>();
    const random = replay(...Array.from({ length: 40 }, (_, index) => index / 40));
    for (let draw = 0; draw < 40; draw += 1)
      chosen.add(selectNextItem({ theta: 0, bank: grammar, shown: [], exposureRates: new Map(), random })!.id);
    expect([...chosen].sort()).toEqual([1, 2, 3, 4]);
    expect(selectNextItem({ theta: 0, bank: grammar, shown: [], exposureRates: new Map(), random: () => 0.99 })!.id).toBe(4);
  });

  it("leaves out of the random choice an item giving under half the best one's information", () => {
    // At θ = 0: 0.7225 and 0.7173 for the near two; 0.1942 (b = 1.5) and 0.0174 (b = 3) for the far two.
    const thin = [item(1, 0), item(2, 0.1), item(3, 1.5), item(4, 3)];
    const chosen = new Set<number>();
    for (const value of [0, 0.3, 0.6, 0.9])
      chosen.add(selectNextItem({ theta: 0, bank: thin, shown: [], exposureRates: new Map(), random: () => value })!.id);
    expect([...chosen].sort()).toEqual([1, 2]);
  });
});

describe("the stop rule", () => {
  it("goes on before 12 items however precise, stops for precision at 12 with SE 0.30, at 30 items, and at 15 minutes", () => {
    expect(stopReason({ answered: 11, standardError: 0.2, elapsedMs: 60_000 })).toBeNull();
    expect(stopReason({ answered: 12, standardError: 0.3, elapsedMs: 60_000 })).toBe("precision");
    expect(stopReason({ answered: 12, standardError: 0.31, elapsedMs: 60_000 })).toBeNull();
    expect(stopReason({ answered: 29, standardError: 0.5, elapsedMs: 60_000 })).toBeNull();
    expect(stopReason({ answered: 30, standardError: 0.5, elapsedMs: 60_000 })).toBe("max_items");
    expect(stopReason({ answered: 5, standardError: 0.9, elapsedMs: 15 * 60_000 - 1 })).toBeNull();
    expect(stopReason({ answered: 5, standardError: 0.9, elapsedMs: 15 * 60_000 })).toBe("time_limit");
  });
});

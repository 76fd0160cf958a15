import { describe, expect, it } from "vitest";
import { leaveOneOutAbilities } from "./calibration-abilities";
import { estimateAbility, type IrtResponse } from "./irt";

const item = (id: number, difficulty: number, discrimination = 1.7) => ({ id, skill: "grammar" as const, difficulty, discrimination });

describe("leave-one-out abilities", () => {
  it("gives each answer the estimate of the test's other answers", () => {
    const responses: IrtResponse[] = [
      { item: item(1, -1.5), isCorrect: true },
      { item: item(2, 0), isCorrect: true },
      { item: item(3, 0.75, 2.4), isCorrect: false },
      { item: item(4, 0.3, 0.6), isCorrect: true },
      { item: item(5, 2.5), isCorrect: false },
    ];
    const abilities = leaveOneOutAbilities(responses);
    expect(abilities).toHaveLength(5);
    responses.forEach((_, index) => {
      const others = responses.filter((__, other) => other !== index);
      expect(abilities[index]).toBeCloseTo(estimateAbility(others).theta, 9);
    });
    // Leaving out a right answer lowers the estimate; leaving out a wrong one raises it.
    const final = estimateAbility(responses).theta;
    expect(abilities[1]).toBeLessThan(final);
    expect(abilities[2]).toBeGreaterThan(final);
  });

  it("of a single answer is the prior's mean, and of none is nothing", () => {
    expect(leaveOneOutAbilities([{ item: item(1, 3), isCorrect: true }])[0]).toBeCloseTo(0, 9);
    expect(leaveOneOutAbilities([])).toEqual([]);
  });
});

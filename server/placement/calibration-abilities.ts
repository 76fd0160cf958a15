import { posterior, probabilityCorrect, THETA_GRID, type IrtResponse } from "./irt";

/**
 * The ability to calibrate each answer of one test against: the candidate's EAP from the test's OTHER
 * answers (leave-one-out), with the items' current parameters.
 *
 * Why not the test's final θ: an adaptive test has some 12-30 answers, and the final θ contains the very
 * answer being explained. A right answer lifts the θ it is then regressed on, a wrong one lowers it, so the
 * item looks steeper than it is: in a simulation of the real layout (calibration-simulation.test.ts),
 * calibrating against the final θ overstated discriminations by about 0.6 on average, worse than not
 * calibrating; leaving the answer out removes that bias.
 *
 * The posterior without answer j is the full posterior divided by answer j's likelihood, normalised again:
 * one posterior per test instead of one per answer, and exactly irt.ts's estimate of the other answers.
 */
export const leaveOneOutAbilities = (responses: readonly IrtResponse[]): number[] => {
  const weights = posterior(responses);
  return responses.map(({ item, isCorrect }) => {
    let total = 0;
    let weighted = 0;
    THETA_GRID.forEach((theta, index) => {
      const p = probabilityCorrect(theta, item);
      const weight = weights[index]! / (isCorrect ? p : 1 - p);
      total += weight;
      weighted += weight * theta;
    });
    return weighted / total;
  });
};

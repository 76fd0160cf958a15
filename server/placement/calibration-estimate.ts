/**
 * Calibration of the placement bank (decision 0058): an item's 2PL parameters re-estimated from the answers
 * it received, taking each candidate's ability as known (fixed-ability calibration; which ability: see
 * calibration-abilities.ts). With θ known,
 * the 2PL is a logistic regression of right/wrong on θ: P = σ(a·θ + c), with difficulty b = −c/a.
 * Its log-likelihood is concave in (a, c), so Newton-Raphson finds the maximum from anywhere; a result
 * outside the allowed box (an item everyone got right has its maximum at infinity) is settled by a search
 * inside the box instead.
 */
export type CalibrationAnswer = { theta: number; isCorrect: boolean };
export type ItemParameters = { difficulty: number; discrimination: number };

export const DISCRIMINATION_RANGE = [0.4, 3] as const;
export const DIFFICULTY_RANGE = [-6, 6] as const;
export const DEFAULT_MIN_ANSWERS = 50;

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));
const inRange = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** log(1 + e^x) without overflow. */
const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/** The 2PL log-likelihood of the answers: Σ y·z − log(1 + e^z), z = a(θ − b). */
export const logLikelihood = (answers: readonly CalibrationAnswer[], { difficulty, discrimination }: ItemParameters) => {
  let total = 0;
  for (const { theta, isCorrect } of answers) {
    const z = discrimination * (theta - difficulty);
    total += (isCorrect ? z : 0) - softplus(z);
  }
  return total;
};

/** Unconstrained maximum of the logistic regression in (a, c) by Newton-Raphson with step halving; null if it runs away. */
const newtonMaximum = (answers: readonly CalibrationAnswer[], start: ItemParameters): ItemParameters | null => {
  let a = start.discrimination;
  let c = -start.discrimination * start.difficulty;
  const objective = (slope: number, intercept: number) =>
    answers.reduce((sum, { theta, isCorrect }) => {
      const z = slope * theta + intercept;
      return sum + (isCorrect ? z : 0) - softplus(z);
    }, 0);
  let current = objective(a, c);
  for (let iteration = 0; iteration < 100; iteration++) {
    let [ga, gc, haa, hac, hcc] = [0, 0, 0, 0, 0];
    for (const { theta, isCorrect } of answers) {
      const p = 1 / (1 + Math.exp(-(a * theta + c)));
      const residual = (isCorrect ? 1 : 0) - p;
      const weight = p * (1 - p);
      ga += residual * theta;
      gc += residual;
      haa += weight * theta * theta;
      hac += weight * theta;
      hcc += weight;
    }
    const determinant = haa * hcc - hac * hac;
    if (!(determinant > 1e-12)) return null;
    // The Newton step solves H·step = gradient (H here is the negated Hessian, positive definite).
    const stepA = (hcc * ga - hac * gc) / determinant;
    const stepC = (haa * gc - hac * ga) / determinant;
    let scale = 1;
    let next = objective(a + stepA, c + stepC);
    while (next < current - 1e-12 && scale > 1e-6) {
      scale /= 2;
      next = objective(a + scale * stepA, c + scale * stepC);
    }
    a += scale * stepA;
    c += scale * stepC;
    const improvement = next - current;
    current = next;
    // Far outside the box the maximum is at infinity (perfect separation): the box search decides.
    if (!Number.isFinite(a) || !Number.isFinite(c) || Math.abs(a) > 50) return null;
    if (Math.abs(scale * stepA) < 1e-9 && Math.abs(scale * stepC) < 1e-9 && improvement < 1e-12) break;
  }
  if (Math.abs(a) < 1e-9) return null;
  return { discrimination: a, difficulty: -c / a };
};

/** The maximum of a concave function of one variable on an interval (golden-section search). */
const goldenMaximum = (f: (x: number) => number, [low, high]: readonly [number, number]) => {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [left, right] = [low, high];
  let x1 = right - ratio * (right - left);
  let x2 = left + ratio * (right - left);
  let [f1, f2] = [f(x1), f(x2)];
  while (right - left > 1e-7) {
    if (f1 < f2) {
      left = x1;
      [x1, f1] = [x2, f2];
      x2 = left + ratio * (right - left);
      f2 = f(x2);
    } else {
      right = x2;
      [x2, f2] = [x1, f1];
      x1 = right - ratio * (right - left);
      f1 = f(x1);
    }
  }
  const best = (left + right) / 2;
  // The ends themselves: the maximum of an item nobody (or everybody) answered right sits on a bound.
  return [low, best, high].reduce((chosen, x) => (f(x) > f(chosen) ? x : chosen));
};

/**
 * The best parameters inside the box: alternately the best b for the current a and the best a for that b
 * (each a concave one-dimensional problem), from the clamped Newton result or the starting values.
 */
const boxMaximum = (answers: readonly CalibrationAnswer[], start: ItemParameters): ItemParameters => {
  let difficulty = clamp(start.difficulty, DIFFICULTY_RANGE);
  let discrimination = clamp(start.discrimination, DISCRIMINATION_RANGE);
  let current = logLikelihood(answers, { difficulty, discrimination });
  for (let round = 0; round < 200; round++) {
    difficulty = goldenMaximum((b) => logLikelihood(answers, { difficulty: b, discrimination }), DIFFICULTY_RANGE);
    discrimination = goldenMaximum((a) => logLikelihood(answers, { difficulty, discrimination: a }), DISCRIMINATION_RANGE);
    const next = logLikelihood(answers, { difficulty, discrimination });
    if (next - current < 1e-9) break;
    current = next;
  }
  return { difficulty, discrimination };
};

/**
 * The maximum-likelihood 2PL parameters of one item from its answers, with a in [0.4, 3] and b in [−6, 6];
 * null (keep the current parameters) when it has fewer than `minAnswers` answers.
 */
export const estimateItemParameters = (
  answers: readonly CalibrationAnswer[],
  current: ItemParameters,
  { minAnswers = DEFAULT_MIN_ANSWERS }: { minAnswers?: number } = {},
): ItemParameters | null => {
  if (answers.length < minAnswers || answers.length === 0) return null;
  const unconstrained = newtonMaximum(answers, current);
  if (unconstrained && inRange(unconstrained.discrimination, DISCRIMINATION_RANGE) && inRange(unconstrained.difficulty, DIFFICULTY_RANGE))
    return unconstrained;
  return boxMaximum(answers, unconstrained ?? current);
};

export type CalibrationItem = ItemParameters & { id: number; key: string };
export type CalibrationChange = {
  id: number;
  key: string;
  answers: number;
  before: ItemParameters;
  /** Null: too few answers, the parameters stay. */
  after: ItemParameters | null;
};

/** Every item's change (or none) from the answers grouped by item id. */
export const calibrateItems = (
  items: readonly CalibrationItem[],
  answersByItem: ReadonlyMap<number, readonly CalibrationAnswer[]>,
  options: { minAnswers?: number } = {},
): CalibrationChange[] =>
  items.map((item) => {
    const answers = answersByItem.get(item.id) ?? [];
    const before = { difficulty: item.difficulty, discrimination: item.discrimination };
    return { id: item.id, key: item.key, answers: answers.length, before, after: estimateItemParameters(answers, before, options) };
  });

import { CEFR_BANDS, bandOfTheta, type CefrBand } from "../../shared/placement/bands";
import {
  PLACEMENT_MAX_EXPOSURE,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_MIN_ITEMS,
  PLACEMENT_MIN_LISTENING_SHARE,
  PLACEMENT_TARGET_SE,
  PLACEMENT_TIME_LIMIT_MINUTES,
} from "../../shared/api/placement";
import type { PlacementSkill } from "../../shared/placement/item-schema";

/**
 * The placement test's item response theory (decision 0058): the two-parameter logistic model (2PL),
 * ability estimated as the expected a posteriori (EAP) on a grid under a normal prior, the next item by
 * maximum information at the estimate with exposure control and content balancing.
 */
export type IrtItem = { id: number; skill: PlacementSkill; difficulty: number; discrimination: number };
export type IrtResponse = { item: IrtItem; isCorrect: boolean };

/** P(right | θ) = 1 / (1 + e^(−a(θ − b))). */
export const probabilityCorrect = (theta: number, { difficulty, discrimination }: Pick<IrtItem, "difficulty" | "discrimination">) =>
  1 / (1 + Math.exp(-discrimination * (theta - difficulty)));

/** Fisher information of a 2PL item at θ: a²·P·(1 − P). */
export const itemInformation = (theta: number, item: Pick<IrtItem, "difficulty" | "discrimination">) => {
  const p = probabilityCorrect(theta, item);
  return item.discrimination ** 2 * p * (1 - p);
};

/** The grid the posterior is computed on: −6 to 6 logits in steps of 0.05. */
export const THETA_GRID: readonly number[] = Array.from({ length: 241 }, (_, index) => -6 + index * 0.05);
/** The prior: where learners are before they answer (mean 0, the B1/B2 cut; SD 2 covers A1 to C2). */
export const PRIOR = { mean: 0, sd: 2 } as const;

/**
 * The posterior over THETA_GRID after the responses, normalised to sum 1 (computed in logs: no underflow).
 * The two end points count half (the trapezoid rule): weighed whole, they pull the mean 0.0005 and the SD
 * 0.001 off the exact integral, where trapezoid weights agree with it to 0.00001.
 */
export const posterior = (responses: readonly IrtResponse[]): number[] => {
  const logs = THETA_GRID.map((theta, index) => {
    let log = LOG_PRIOR[index]!;
    for (const { item, isCorrect } of responses) {
      const z = item.discrimination * (theta - item.difficulty);
      log += logSigmoid(isCorrect ? z : -z);
    }
    return log;
  });
  let max = Number.NEGATIVE_INFINITY;
  for (const log of logs) if (log > max) max = log;
  const weights = logs.map((log) => Math.exp(log - max));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
};

/**
 * log(1 / (1 + e^−z)) without rounding P to 1: for a far easy item (z > 37) 1 − P is 0 in floating point
 * and its log −∞; this form stays finite.
 */
const logSigmoid = (z: number) => (z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z)));

/** The prior's log density at each grid point, with the end points' half weight (see posterior). */
const LOG_PRIOR: readonly number[] = THETA_GRID.map(
  (theta, index) =>
    -((theta - PRIOR.mean) ** 2) / (2 * PRIOR.sd ** 2) + (index === 0 || index === THETA_GRID.length - 1 ? Math.log(0.5) : 0),
);

/** EAP ability and its standard error (the posterior's SD). */
export const estimateAbility = (responses: readonly IrtResponse[]) => {
  const weights = posterior(responses);
  const theta = weights.reduce((sum, weight, index) => sum + weight * THETA_GRID[index]!, 0);
  const variance = weights.reduce((sum, weight, index) => sum + weight * (THETA_GRID[index]! - theta) ** 2, 0);
  return { theta, standardError: Math.sqrt(variance), posterior: weights };
};

/** The posterior's mass in each CEFR band (shares summing to 1). */
export const bandProbabilities = (weights: readonly number[]): Record<CefrBand, number> => {
  const shares = Object.fromEntries(CEFR_BANDS.map((band) => [band, 0])) as Record<CefrBand, number>;
  weights.forEach((weight, index) => {
    shares[bandOfTheta(THETA_GRID[index]!)] += weight;
  });
  return shares;
};

/** The randomesque choice: one of this many most informative eligible items, so no item is always first. */
export const RANDOMESQUE_TOP_COUNT = 4;
/**
 * ...but only among those giving at least this share of the best one's information: where the skill's
 * pool near θ is thin (a small or retired-down bank), the fourth best can sit a level away, and choosing
 * it costs items (the simulation: median 25 items instead of 22 on a bank of 15 items a level).
 */
export const RANDOMESQUE_MIN_INFORMATION_SHARE = 0.5;

export type SelectionInput = {
  theta: number;
  bank: readonly IrtItem[];
  /** Items this test has shown, in order. */
  shown: readonly IrtItem[];
  /** Share of earlier candidates each item was shown to (item id → 0-1); missing means 0. */
  exposureRates: ReadonlyMap<number, number>;
  /** Uniform in [0, 1): Math.random in the app, a seeded generator in the simulation. */
  random: () => number;
  /** The randomesque choice (RANDOMESQUE_TOP_COUNT unless given; 1 picks the most informative). */
  topCount?: number;
};

/**
 * The next item: listening while the test is short of its third of listening, otherwise the skill the
 * test has seen least; among items not shown and not over-exposed, one of the most informative at θ,
 * chosen at random so that no single item is always the first choice. Over-exposed items are shown only
 * when nothing else is left (a test never stops for want of items while some remain). Null when nothing is
 * left.
 */
export const selectNextItem = ({
  theta,
  bank,
  shown,
  exposureRates,
  random,
  topCount = RANDOMESQUE_TOP_COUNT,
}: SelectionInput): IrtItem | null => {
  const shownIds = new Set(shown.map((item) => item.id));
  const fresh = bank.filter((item) => !shownIds.has(item.id));
  const underCap = fresh.filter((item) => (exposureRates.get(item.id) ?? 0) < PLACEMENT_MAX_EXPOSURE);
  const candidates = underCap.length > 0 ? underCap : fresh;
  if (candidates.length === 0) return null;

  const count = (skill: PlacementSkill) => shown.filter((item) => item.skill === skill).length;
  const listeningDue = count("listening") < Math.ceil((shown.length + 1) * PLACEMENT_MIN_LISTENING_SHARE);
  const others = (["grammar", "vocabulary", "reading"] as const).filter((skill) => candidates.some((item) => item.skill === skill));
  const leastSeen = others.sort((left, right) => count(left) - count(right))[0];
  const wanted: PlacementSkill | undefined =
    listeningDue && candidates.some((item) => item.skill === "listening") ? "listening" : leastSeen;
  const pool = wanted ? candidates.filter((item) => item.skill === wanted) : candidates;

  const ranked = pool
    .map((item) => ({ item, information: itemInformation(theta, item) }))
    .sort((left, right) => right.information - left.information);
  const floor = ranked[0]!.information * RANDOMESQUE_MIN_INFORMATION_SHARE;
  const top = ranked.slice(0, Math.max(1, topCount)).filter(({ information }) => information >= floor);
  return top[Math.floor(random() * top.length)]!.item;
};

/** Why the test ends now, or null to go on. */
export const stopReason = ({
  answered,
  standardError,
  elapsedMs,
}: {
  answered: number;
  standardError: number;
  elapsedMs: number;
}): "precision" | "max_items" | "time_limit" | null => {
  if (elapsedMs >= PLACEMENT_TIME_LIMIT_MINUTES * 60 * 1000) return "time_limit";
  if (answered >= PLACEMENT_MAX_ITEMS) return "max_items";
  if (answered >= PLACEMENT_MIN_ITEMS && standardError <= PLACEMENT_TARGET_SE) return "precision";
  return null;
};

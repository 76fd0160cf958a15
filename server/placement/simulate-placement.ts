import {
  BAND_CENTRES,
  BAND_WIDTH,
  CEFR_BANDS,
  DEFAULT_DISCRIMINATION,
  ITEM_STEPS,
  bandOfTheta,
  initialDifficulty,
  type CefrBand,
  type ItemStep,
} from "../../shared/placement/bands";
import type { PlacementItemFile, PlacementSkill } from "../../shared/placement/item-schema";
import { PLACEMENT_MAX_EXPOSURE, PLACEMENT_MIN_LISTENING_SHARE } from "../../shared/api/placement";
import { estimateAbility, probabilityCorrect, selectNextItem, stopReason, type IrtItem, type IrtResponse } from "./irt";

/**
 * The placement test's proof by simulation (decision 0058, docs/placement.md): learners of known ability
 * take the adaptive test on a bank, answering as the 2PL model says a learner of that ability would, and
 * the figures say how often the test places them in their own level, in how many items, and whether the
 * exposure and listening rules hold. Pure and seeded: the same options give the same figures.
 */
export type SimulatedItem = IrtItem & { level: CefrBand; step: ItemStep };

/** A seeded uniform generator in [0, 1) (mulberry32): the simulation never calls Math.random. */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

/** Items a level of the synthetic bank holds of each skill: the real bank's intended layout (54 a level). */
export const SYNTHETIC_ITEMS_PER_LEVEL: Record<PlacementSkill, number> = { listening: 18, grammar: 12, vocabulary: 12, reading: 12 };

/**
 * A bank of the real bank's layout with no text: each level's items of each skill spread evenly over the
 * steps low, mid and high, with the starting parameters every real item gets.
 */
export const syntheticBank = (perLevel: Record<PlacementSkill, number> = SYNTHETIC_ITEMS_PER_LEVEL): SimulatedItem[] => {
  const items: SimulatedItem[] = [];
  for (const level of CEFR_BANDS)
    for (const [skill, count] of Object.entries(perLevel) as [PlacementSkill, number][])
      for (let index = 0; index < count; index += 1) {
        const step = ITEM_STEPS[index % ITEM_STEPS.length]!;
        items.push({
          id: items.length + 1,
          level,
          step,
          skill,
          difficulty: initialDifficulty(level, step),
          discrimination: DEFAULT_DISCRIMINATION,
        });
      }
  return items;
};

/** The real bank's items (content/placement) with the parameters they start with before calibration. */
export const bankFromItemFiles = (files: readonly PlacementItemFile[]): SimulatedItem[] =>
  files.map((file, index) => ({
    id: index + 1,
    level: file.level,
    step: file.step,
    skill: file.skill,
    difficulty: initialDifficulty(file.level, file.step),
    discrimination: DEFAULT_DISCRIMINATION,
  }));

/** The range of abilities a level covers; the outer levels are given the same 1.5 logits (A1 -4.5 to -3). */
export const bandRange = (band: CefrBand) => ({ low: BAND_CENTRES[band] - BAND_WIDTH / 2, high: BAND_CENTRES[band] + BAND_WIDTH / 2 });

/** Learners in equal numbers per level (as far as the count divides), each at a uniform ability in it. */
export const learnersAcrossBands = (count: number, random: () => number): { band: CefrBand; theta: number }[] =>
  Array.from({ length: count }, (_, index) => {
    const band = CEFR_BANDS[index % CEFR_BANDS.length]!;
    const { low, high } = bandRange(band);
    return { band, theta: low + random() * (high - low) };
  });

export type SimulationOptions = {
  bank: readonly SimulatedItem[];
  learners: number;
  seed: number;
  /** The randomesque choice passed to selectNextItem. */
  topCount?: number;
  /** How long a simulated learner takes over one item: uniform in this range (seconds). */
  secondsPerItem?: { min: number; max: number };
  /**
   * The spread (SD, logits) of the items' true difficulties around the starting ones the test uses: 0 says
   * the starting parameters are right; more asks how the test fares before calibration corrects them.
   */
  difficultyNoise?: number;
  /**
   * The chance that a learner who does not know the answer picks the right option anyway (true model
   * c + (1 − c)·P, the 3PL): the test's 2PL ignores guessing; 0.25 is a blind guess among four options.
   */
  guessing?: number;
  /**
   * Exposure as the app counts it (server/placement/choose-next-item.ts): over the latest this-many
   * candidates, and no cap until at least `minCandidates` have sat the test. Default: every earlier
   * candidate, capped from the second one.
   */
  exposure?: { window?: number; minCandidates?: number };
};

/** A simulated learner answers an item in 15 to 25 seconds (20 on average): 30 items take at most 12½ minutes. */
export const DEFAULT_SECONDS_PER_ITEM = { min: 15, max: 25 } as const;

export type SimulatedTest = {
  band: CefrBand;
  theta: number;
  estimate: number;
  standardError: number;
  placedBand: CefrBand;
  items: number;
  listening: number;
  endReason: "precision" | "max_items" | "time_limit" | "bank_exhausted";
};

export type SimulationReport = {
  learners: number;
  bankSize: number;
  medianItems: number;
  meanItems: number;
  meanAbsoluteError: number;
  exactShare: number;
  withinOneShare: number;
  exactShareByBand: Record<CefrBand, number>;
  /** The largest share of candidates any one item was shown to. */
  maxExposure: number;
  /** The smallest share of listening items in any one test. */
  minListeningShare: number;
  endReasonShares: Record<SimulatedTest["endReason"], number>;
  /** The longest test's simulated time (minutes). */
  maxMinutes: number;
};

/** A normal deviate by Box-Muller from the seeded generator. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const simulatePlacement = ({
  bank,
  learners: learnerCount,
  seed,
  topCount,
  secondsPerItem = DEFAULT_SECONDS_PER_ITEM,
  difficultyNoise = 0,
  guessing = 0,
  exposure: { window = Number.POSITIVE_INFINITY, minCandidates = 1 } = {},
}: SimulationOptions): SimulationReport => {
  const random = mulberry32(seed);
  const trueDifficulty = new Map(
    bank.map((item) => [item.id, item.difficulty + (difficultyNoise > 0 ? difficultyNoise * normal(random) : 0)]),
  );
  const learners = learnersAcrossBands(learnerCount, random);
  // How many candidates so far were shown each item, in all and within the window.
  const shownCounts = new Map<number, number>();
  const windowCounts = new Map<number, number>();
  const shownByCandidate: number[][] = [];
  const tests: SimulatedTest[] = [];
  let maxMs = 0;

  learners.forEach((learner, candidatesBefore) => {
    const inWindow = Math.min(candidatesBefore, window);
    const exposureRates = new Map<number, number>();
    if (inWindow >= minCandidates) for (const [id, count] of windowCounts) exposureRates.set(id, count / inWindow);
    const responses: IrtResponse[] = [];
    let estimate = estimateAbility(responses);
    let elapsedMs = 0;
    let endReason: SimulatedTest["endReason"] | null = null;
    while (endReason === null) {
      const item = selectNextItem({
        theta: estimate.theta,
        bank,
        shown: responses.map(({ item }) => item),
        exposureRates,
        random,
        topCount,
      });
      if (!item) {
        endReason = "bank_exhausted";
        break;
      }
      const knows = probabilityCorrect(learner.theta, { ...item, difficulty: trueDifficulty.get(item.id)! });
      const isCorrect = random() < guessing + (1 - guessing) * knows;
      responses.push({ item, isCorrect });
      elapsedMs += (secondsPerItem.min + random() * (secondsPerItem.max - secondsPerItem.min)) * 1000;
      estimate = estimateAbility(responses);
      endReason = stopReason({ answered: responses.length, standardError: estimate.standardError, elapsedMs });
    }
    const shownIds = responses.map(({ item }) => item.id);
    for (const id of shownIds) {
      shownCounts.set(id, (shownCounts.get(id) ?? 0) + 1);
      windowCounts.set(id, (windowCounts.get(id) ?? 0) + 1);
    }
    shownByCandidate.push(shownIds);
    // The candidate leaving the window takes their items' counts with them.
    const leaving = shownByCandidate.length > window ? shownByCandidate[shownByCandidate.length - 1 - window] : undefined;
    for (const id of leaving ?? []) windowCounts.set(id, windowCounts.get(id)! - 1);
    maxMs = Math.max(maxMs, elapsedMs);
    tests.push({
      band: learner.band,
      theta: learner.theta,
      estimate: estimate.theta,
      standardError: estimate.standardError,
      placedBand: bandOfTheta(estimate.theta),
      items: responses.length,
      listening: responses.filter(({ item }) => item.skill === "listening").length,
      endReason,
    });
  });

  const share = (matching: (test: SimulatedTest) => boolean, of: readonly SimulatedTest[] = tests) =>
    of.filter(matching).length / Math.max(1, of.length);
  const bandDistance = (test: SimulatedTest) => Math.abs(CEFR_BANDS.indexOf(test.placedBand) - CEFR_BANDS.indexOf(test.band));
  return {
    learners: tests.length,
    bankSize: bank.length,
    medianItems: median(tests.map((test) => test.items)),
    meanItems: tests.reduce((sum, test) => sum + test.items, 0) / Math.max(1, tests.length),
    meanAbsoluteError: tests.reduce((sum, test) => sum + Math.abs(test.estimate - test.theta), 0) / Math.max(1, tests.length),
    exactShare: share((test) => bandDistance(test) === 0),
    withinOneShare: share((test) => bandDistance(test) <= 1),
    exactShareByBand: Object.fromEntries(
      CEFR_BANDS.map((band) => [
        band,
        share(
          (test) => test.placedBand === band,
          tests.filter((test) => test.band === band),
        ),
      ]),
    ) as Record<CefrBand, number>,
    maxExposure: Math.max(0, ...shownCounts.values()) / Math.max(1, tests.length),
    minListeningShare: Math.min(...tests.map((test) => test.listening / Math.max(1, test.items))),
    endReasonShares: {
      precision: share((test) => test.endReason === "precision"),
      max_items: share((test) => test.endReason === "max_items"),
      time_limit: share((test) => test.endReason === "time_limit"),
      bank_exhausted: share((test) => test.endReason === "bank_exhausted"),
    },
    maxMinutes: maxMs / 60_000,
  };
};

/** The goals (issue 31); the simulation must meet every one. */
export const PLACEMENT_GOALS = {
  maxMedianItems: 24,
  minExactShare: 0.75,
  minWithinOneShare: 0.995,
  minExactShareInEveryBand: 0.65,
  maxExposure: PLACEMENT_MAX_EXPOSURE,
  minListeningShare: PLACEMENT_MIN_LISTENING_SHARE,
} as const;

/** Each goal the report misses, in words (empty when every goal is met). */
export const missedGoals = (report: SimulationReport): string[] => {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const missed: string[] = [];
  if (report.medianItems > PLACEMENT_GOALS.maxMedianItems)
    missed.push(`median items ${report.medianItems} is over ${PLACEMENT_GOALS.maxMedianItems}`);
  if (report.exactShare < PLACEMENT_GOALS.minExactShare)
    missed.push(`exact band ${percent(report.exactShare)} is under ${percent(PLACEMENT_GOALS.minExactShare)}`);
  if (report.withinOneShare < PLACEMENT_GOALS.minWithinOneShare)
    missed.push(`within one band ${percent(report.withinOneShare)} is under ${percent(PLACEMENT_GOALS.minWithinOneShare)}`);
  for (const band of CEFR_BANDS)
    if (report.exactShareByBand[band] < PLACEMENT_GOALS.minExactShareInEveryBand)
      missed.push(`${band} exact ${percent(report.exactShareByBand[band])} is under ${percent(PLACEMENT_GOALS.minExactShareInEveryBand)}`);
  if (report.maxExposure > PLACEMENT_GOALS.maxExposure)
    missed.push(`an item was shown to ${percent(report.maxExposure)} of candidates, over ${percent(PLACEMENT_GOALS.maxExposure)}`);
  // A whole number of items never makes exactly a third in floating point: compare with a hair of slack.
  if (report.minListeningShare < PLACEMENT_GOALS.minListeningShare - 1e-9)
    missed.push(`a test had ${percent(report.minListeningShare)} listening, under a third`);
  return missed;
};

/** The real bank stands in for the synthetic layout once it holds this many items (the loader's minimum). */
export const REAL_BANK_MIN_ITEMS = 300;

/** The bank to simulate on: the real one (content/placement) once complete enough, else the synthetic layout. */
export const simulationBank = (realItems: readonly PlacementItemFile[]): { bank: SimulatedItem[]; source: string } =>
  realItems.length >= REAL_BANK_MIN_ITEMS
    ? { bank: bankFromItemFiles(realItems), source: `the real bank (content/placement, ${realItems.length} items)` }
    : {
        bank: syntheticBank(),
        source: `the synthetic layout (54 items a level: 18 listening, 12 each of grammar, vocabulary and reading; the real bank holds ${realItems.length} of ${REAL_BANK_MIN_ITEMS})`,
      };

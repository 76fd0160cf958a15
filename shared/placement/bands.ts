import type { LANGUAGE_LEVELS } from "../constants";
import { listeningRateForLevel } from "../learning/listening-pace";

/**
 * The placement test's scale (decision 0058): one logit scale for learners and items, cut into the six
 * CEFR levels. Each level is 1.5 logits wide; an item's difficulty starts at its intended level's centre,
 * moved by its step within the level (low, mid, high), until calibration from real answers re-estimates it.
 */
export const CEFR_BANDS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrBand = (typeof CEFR_BANDS)[number];

export const BAND_WIDTH = 1.5;
/** Ability at the centre of each level. */
export const BAND_CENTRES: Record<CefrBand, number> = { A1: -3.75, A2: -2.25, B1: -0.75, B2: 0.75, C1: 2.25, C2: 3.75 };
/** The upper edge of each level but C2 (a learner at exactly a cut is placed in the higher level). */
export const BAND_CUTS = [-3, -1.5, 0, 1.5, 3] as const;

export const ITEM_STEPS = ["low", "mid", "high"] as const;
export type ItemStep = (typeof ITEM_STEPS)[number];
export const STEP_OFFSETS: Record<ItemStep, number> = { low: -0.5, mid: 0, high: 0.5 };

/**
 * Discrimination an item starts with: 1.7 on the logistic metric, the conventional equivalent of 1.0 on
 * the normal-ogive metric (D = 1.7), until calibration re-estimates it.
 */
export const DEFAULT_DISCRIMINATION = 1.7;

export const initialDifficulty = (level: CefrBand, step: ItemStep = "mid") => BAND_CENTRES[level] + STEP_OFFSETS[step];

/** The level an ability falls in. */
export const bandOfTheta = (theta: number): CefrBand => CEFR_BANDS[BAND_CUTS.filter((cut) => theta >= cut).length]!;

export const BAND_NAMES: Record<CefrBand, string> = {
  A1: "Beginner",
  A2: "Elementary",
  B1: "Intermediate",
  B2: "Upper Intermediate",
  C1: "Advanced",
  C2: "Proficient",
};

/** The registration/profile choice for each level. */
export const LANGUAGE_LEVEL_OF_BAND: Record<CefrBand, (typeof LANGUAGE_LEVELS)[number]> = {
  A1: "Beginner (A1)",
  A2: "Elementary (A2)",
  B1: "Intermediate (B1)",
  B2: "Upper Intermediate (B2)",
  C1: "Advanced (C1)",
  C2: "Proficient (C2)",
};

/** The course a learner placed at a level starts with (the courses' own levels: A1-A2, B1-B2, C1-C2). */
export const COURSE_LEVEL_OF_BAND: Record<CefrBand, "A1-A2" | "B1-B2" | "C1-C2"> = {
  A1: "A1-A2",
  A2: "A1-A2",
  B1: "B1-B2",
  B2: "B1-B2",
  C1: "C1-C2",
  C2: "C1-C2",
};

/** Speech-synthesis rate of a listening item at each level: the courses' pace (decision 0056). */
export const LISTENING_RATE_OF_BAND = Object.fromEntries(CEFR_BANDS.map((band) => [band, listeningRateForLevel(band)])) as Record<
  CefrBand,
  number
>;

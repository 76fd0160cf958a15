import type { PlacementConfidence, PlacementResult, PlacementSkillResult } from "../../shared/api/placement";
import {
  BAND_NAMES,
  bandOfTheta,
  CEFR_BANDS,
  COURSE_LEVEL_OF_BAND,
  LANGUAGE_LEVEL_OF_BAND,
  type CefrBand,
} from "../../shared/placement/bands";
import { CAN_DO_OF_BAND } from "../../shared/placement/can-do";
import type { PlacementSkill } from "../../shared/placement/item-schema";
import { bandProbabilities, estimateAbility, type IrtResponse } from "./irt";

/** A skill's level is only a rough one below this many answers. */
export const MIN_ITEMS_FOR_A_SKILL_LEVEL = 4;

/**
 * Shares as whole percents that sum to exactly 100 (largest remainder): each share is rounded down, then
 * the points still missing go to the largest remainders. Plain rounding can give 99 or 101.
 */
export const wholePercents = <Key extends string>(shares: Record<Key, number>, keys: readonly Key[]): Record<Key, number> => {
  const total = keys.reduce((sum, key) => sum + shares[key], 0) || 1;
  const exact = keys.map((key) => ({ key, value: (shares[key] / total) * 100 }));
  const result = Object.fromEntries(exact.map(({ key, value }) => [key, Math.floor(value)])) as Record<Key, number>;
  let missing = 100 - keys.reduce((sum, key) => sum + result[key], 0);
  const byRemainder = [...exact].sort((left, right) => right.value - Math.floor(right.value) - (left.value - Math.floor(left.value)));
  for (const { key } of byRemainder) {
    if (missing <= 0) break;
    result[key] += 1;
    missing -= 1;
  }
  return result;
};

const named = (band: CefrBand) => `${band} (${BAND_NAMES[band]})`;

/** The neighbouring level the learner is most likely to be at instead. */
const likelierNeighbour = (band: CefrBand, chances: Record<CefrBand, number>): CefrBand => {
  const index = CEFR_BANDS.indexOf(band);
  const neighbours = [CEFR_BANDS[index - 1], CEFR_BANDS[index + 1]].filter((entry): entry is CefrBand => entry !== undefined);
  return neighbours.sort((left, right) => chances[right] - chances[left])[0]!;
};

/** How sure the placement is, from the chance that the placed level is the right one. */
export const describeConfidence = (
  band: CefrBand,
  chances: Record<CefrBand, number>,
): { confidence: PlacementConfidence; confidenceText: string } => {
  const chance = chances[band];
  if (chance >= 0.85) return { confidence: "high", confidenceText: "We are very sure of this level." };
  const neighbour = likelierNeighbour(band, chances);
  if (chance >= 0.65)
    return { confidence: "medium", confidenceText: `We are fairly sure of this level; you may be close to ${named(neighbour)}.` };
  const [lower, upper] = CEFR_BANDS.indexOf(neighbour) < CEFR_BANDS.indexOf(band) ? [neighbour, band] : [band, neighbour];
  return {
    confidence: "low",
    confidenceText: `Your level is between ${named(lower)} and ${named(upper)}; the course start is a good place to check.`,
  };
};

const SKILL_GROUPS: { skill: PlacementSkillResult["skill"]; of: readonly PlacementSkill[] }[] = [
  { skill: "grammar_vocabulary", of: ["grammar", "vocabulary"] },
  { skill: "reading", of: ["reading"] },
  { skill: "listening", of: ["listening"] },
];

/**
 * Each skill's level from only its own answers (its own EAP estimate). With no answer of a skill the
 * overall level stands in, marked tentative like any level from fewer than MIN_ITEMS_FOR_A_SKILL_LEVEL.
 */
const skillProfile = (responses: readonly IrtResponse[], overall: CefrBand): PlacementSkillResult[] =>
  SKILL_GROUPS.map(({ skill, of }) => {
    const own = responses.filter((response) => of.includes(response.item.skill));
    const band = own.length > 0 ? bandOfTheta(estimateAbility(own).theta) : overall;
    return { skill, band, bandName: BAND_NAMES[band], itemsAnswered: own.length, isTentative: own.length < MIN_ITEMS_FOR_A_SKILL_LEVEL };
  });

/** The placement from the answered items (decision 0058). */
export const buildPlacementResult = ({
  responses,
  endReason,
  completedAt,
}: {
  responses: readonly IrtResponse[];
  endReason: PlacementResult["endReason"];
  completedAt: Date;
}): { result: PlacementResult; theta: number; standardError: number } => {
  const { theta, standardError, posterior } = estimateAbility(responses);
  const band = bandOfTheta(theta);
  const chances = bandProbabilities(posterior);
  const percents = wholePercents(chances, CEFR_BANDS);
  const result: PlacementResult = {
    band,
    bandName: BAND_NAMES[band],
    languageLevel: LANGUAGE_LEVEL_OF_BAND[band],
    bandChances: CEFR_BANDS.map((entry) => ({ band: entry, percent: percents[entry] })),
    ...describeConfidence(band, chances),
    skills: skillProfile(responses, band),
    canDo: [...CAN_DO_OF_BAND[band]],
    courseLevel: COURSE_LEVEL_OF_BAND[band],
    itemsAnswered: responses.length,
    endReason,
    completedAt: completedAt.toISOString(),
  };
  return { result, theta, standardError };
};

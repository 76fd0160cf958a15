import { z } from "zod";
import type { CefrBand } from "../placement/bands";
import type { PlacementSkill } from "../placement/item-schema";

/**
 * The adaptive placement test's contract (decision 0058). The server holds the test: it sends one item at
 * a time without its answer key or parameters, takes the answer to that item only, re-estimates the
 * ability and picks the next item, until the estimate is precise enough (standard error at most 0.30
 * logits), after 12 to 30 items, within 15 minutes.
 *
 * POST /api/placement-tests            start, or resume the open test of this session or account (201 new, 200 resumed)
 * GET  /api/placement-tests/current    the open or latest test of this session or account, or null
 * POST /api/placement-tests/:id/answers { itemId, answer }  the answer to the item on screen: the next state
 * GET  /api/placement-tests/:id        a test of this session or account (404 otherwise)
 * GET  /api/assessments/me             the account's latest placement (MyAssessment), or null
 */
export const PLACEMENT_MIN_ITEMS = 12;
export const PLACEMENT_MAX_ITEMS = 30;
export const PLACEMENT_TARGET_SE = 0.3;
export const PLACEMENT_TIME_LIMIT_MINUTES = 15;
/** No item is shown to more than this share of candidates (exposure control). */
export const PLACEMENT_MAX_EXPOSURE = 0.5;
/** At least this share of each test's items are listening items (content balancing). */
export const PLACEMENT_MIN_LISTENING_SHARE = 1 / 3;

export const PLACEMENT_MESSAGES = {
  notFound: "Placement test not found",
  notCurrentItem: "This question is no longer on your screen. Please answer the question shown now.",
  alreadyCompleted: "This placement test is already finished",
  answerOutOfRange: "Each answer must be one of the four options",
  itemRequired: "Please choose an answer",
} as const;

export const submitPlacementAnswerSchema = z.strictObject(
  {
    itemId: z.number({ error: PLACEMENT_MESSAGES.notCurrentItem }).int().positive(),
    answer: z
      .number({ error: PLACEMENT_MESSAGES.itemRequired })
      .int(PLACEMENT_MESSAGES.answerOutOfRange)
      .min(0, PLACEMENT_MESSAGES.answerOutOfRange)
      .max(3, PLACEMENT_MESSAGES.answerOutOfRange),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only the item and the answer may be sent" : undefined) },
);
export type SubmitPlacementAnswer = z.infer<typeof submitPlacementAnswerSchema>;

/** An item as the browser sees it: never its answer, level or parameters. */
export type PlacementItemView = {
  id: number;
  /** 1 for the first item of the test. */
  position: number;
  skill: PlacementSkill;
  passage: string | null;
  /** A listening item's text, spoken by the browser (and shown only where no voice exists). */
  say: string | null;
  /** The speech rate for a listening item (the level's pace), else null. */
  speechRate: number | null;
  question: string;
  options: string[];
};

export type PlacementConfidence = "high" | "medium" | "low";

export type PlacementSkillResult = {
  skill: "reading" | "listening" | "grammar_vocabulary";
  band: CefrBand;
  bandName: string;
  itemsAnswered: number;
  /** True when too few items of the skill were answered to say more than a rough level. */
  isTentative: boolean;
};

export type PlacementResult = {
  band: CefrBand;
  bandName: string;
  /** The registration/profile level the result sets, such as "Intermediate (B1)". */
  languageLevel: string;
  /** The chance (per cent, whole numbers summing to 100) that the learner's level is each band. */
  bandChances: { band: CefrBand; percent: number }[];
  confidence: PlacementConfidence;
  /** The confidence in plain words, such as "We are very sure of this level." */
  confidenceText: string;
  skills: PlacementSkillResult[];
  /** What a learner at this level can do (the CEFR's can-do statements in plain words). */
  canDo: string[];
  /** The course to start, by its level ("A1-A2", "B1-B2", "C1-C2"). */
  courseLevel: "A1-A2" | "B1-B2" | "C1-C2";
  itemsAnswered: number;
  endReason: "precision" | "max_items" | "time_limit";
  completedAt: string;
};

export type PlacementTestState =
  | {
      testId: number;
      status: "in_progress";
      item: PlacementItemView;
      answeredCount: number;
      minItems: number;
      maxItems: number;
      /** When the time limit ends the test (ISO). */
      endsAt: string;
    }
  | {
      testId: number;
      status: "completed";
      result: PlacementResult;
      /** True once the result is stored on an account (a visitor's is stored when they register or sign in). */
      isSaved: boolean;
    };

// The placement bank as admins see it (issue 31, calibration): each item's parameters and how candidates
// answered it, with flags for items that do not behave as their level says.
//
// GET   /api/admin/placement/items?level=&skill=&flagged=&search=&page=   a page of items with their figures
// PATCH /api/admin/placement/items/:id { isRetired }                      retire or restore an item (audited)
import { z } from "zod";
import { CEFR_BANDS, type CefrBand } from "../placement/bands";
import { PLACEMENT_SKILLS, type PlacementSkill } from "../placement/item-schema";
import { pageParamSchema, type PageInfo } from "./paging";

export const PLACEMENT_ITEMS_PAGE_SIZE = 25;

/**
 * When an item is flagged. The level checks read the answers of candidates placed at the item's own level:
 * an item written for B1 that nearly every B1 candidate gets right (or nearly none does) is not a B1 item.
 * The discrimination check reads every answer: right answers should come from the abler candidates.
 */
export const PLACEMENT_FLAG_RULES = {
  /** Answers from candidates placed at the item's level before the level checks say anything. */
  minLevelAnswers: 20,
  tooEasyShare: 0.9,
  tooHardShare: 0.25,
  /** Answers before the point-biserial correlation is trusted. */
  minDiscriminationAnswers: 30,
  lowPointBiserial: 0.2,
} as const;

export const PLACEMENT_ITEM_FLAGS = ["too_easy", "too_hard", "low_discrimination", "not_enough_answers"] as const;
export type PlacementItemFlag = (typeof PLACEMENT_ITEM_FLAGS)[number];

/** The flags' words, as the screen shows them. */
export const PLACEMENT_FLAG_LABELS: Record<PlacementItemFlag, string> = {
  too_easy: "Too easy for its level",
  too_hard: "Too hard for its level",
  low_discrimination: "Low discrimination",
  not_enough_answers: "Not enough answers yet",
};

export const ADMIN_PLACEMENT_MESSAGES = {
  notFound: "Placement item not found",
  alreadyRetired: "This item is already retired",
  alreadyInBank: "This item is already in the bank",
  isRetiredRequired: "Say whether the item is retired: true or false",
  onlyIsRetired: "Only isRetired may be changed here",
  level: "Choose a level from A1 to C2",
  skill: "Choose grammar, vocabulary, reading or listening",
  flagged: "Flagged must be true or false",
} as const;

/** A choice of a select: "" (or nothing) means every one. */
const choiceOf = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .enum([...values, ""], { error: message })
    .optional()
    .transform((value) => (value ? (value as Values[number]) : undefined));

export const placementItemsQuerySchema = z.object({
  level: choiceOf(CEFR_BANDS, ADMIN_PLACEMENT_MESSAGES.level),
  skill: choiceOf(PLACEMENT_SKILLS, ADMIN_PLACEMENT_MESSAGES.skill),
  /** Only items with a problem flag (too easy, too hard, low discrimination); "not enough answers yet" is not a problem. */
  flagged: z
    .enum(["true", "false", ""], { error: ADMIN_PLACEMENT_MESSAGES.flagged })
    .optional()
    .transform((value) => value === "true"),
  /** Words of the key, the question, the passage or the spoken text. */
  search: z.string({ error: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional().default(""),
  page: pageParamSchema,
});
export type PlacementItemsQuery = z.input<typeof placementItemsQuerySchema>;

export const updatePlacementItemSchema = z.strictObject(
  { isRetired: z.boolean({ error: ADMIN_PLACEMENT_MESSAGES.isRetiredRequired }) },
  { error: (issue) => (issue.code === "unrecognized_keys" ? ADMIN_PLACEMENT_MESSAGES.onlyIsRetired : undefined) },
);
export type UpdatePlacementItem = z.infer<typeof updatePlacementItemSchema>;

export type PlacementBandFigure = {
  /** The final placement of the candidates who answered. */
  band: CefrBand;
  answers: number;
  /** Share answered right (0-1), null without answers. */
  rightShare: number | null;
};

export type AdminPlacementItem = {
  id: number;
  key: string;
  skill: PlacementSkill;
  level: CefrBand;
  /** The question, shortened for a list. */
  question: string;
  difficulty: number;
  discrimination: number;
  calibratedAt: string | null;
  isRetired: boolean;
  /** Answers given in finished tests (the only ones with a final placement). */
  answers: number;
  rightShare: number | null;
  /** One figure per level, A1 to C2. */
  byBand: PlacementBandFigure[];
  /** Correlation between answering right and the candidate's final ability; null without spread. */
  pointBiserial: number | null;
  flags: PlacementItemFlag[];
};

export type AdminPlacementItemsPage = PageInfo & {
  items: AdminPlacementItem[];
  /** Answers in finished tests across the whole bank, whatever the filters: 0 until candidates take the test. */
  bankAnswers: number;
};

export type PlacementItemRetirement = { id: number; key: string; isRetired: boolean };

import { z } from "zod";
import { CEFR_BANDS, ITEM_STEPS } from "./bands";

export const PLACEMENT_SKILLS = ["grammar", "vocabulary", "reading", "listening"] as const;
export type PlacementSkill = (typeof PLACEMENT_SKILLS)[number];

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/**
 * One item of the placement bank as written in content/placement/<level>.yaml. Four options, one right
 * (`answer`, 0-3). Reading items carry a short `passage`; listening items carry `say`, the sentence or short
 * exchange the browser speaks (shown as text where no voice exists), and never a passage.
 */
export const placementItemFileSchema = z
  .strictObject({
    /** Stable and unique across the bank, such as "b1-listening-07": answers are stored against it. */
    key: z.string().regex(/^(a1|a2|b1|b2|c1|c2)-(grammar|vocabulary|reading|listening)-\d{2,3}$/, "key must look like b1-listening-07"),
    skill: z.enum(PLACEMENT_SKILLS),
    level: z.enum(CEFR_BANDS),
    step: z.enum(ITEM_STEPS).default("mid"),
    passage: text("passage", 900).optional(),
    say: text("say", 500).optional(),
    question: text("question", 300),
    options: z.tuple([text("option", 160), text("option", 160), text("option", 160), text("option", 160)], {
      error: "options must be four texts",
    }),
    answer: z.number().int().min(0).max(3),
  })
  .superRefine((item, context) => {
    if (!item.key.startsWith(`${item.level.toLowerCase()}-${item.skill}-`))
      context.addIssue({ code: "custom", path: ["key"], message: `key must start with ${item.level.toLowerCase()}-${item.skill}-` });
    if (item.skill === "reading" && !item.passage)
      context.addIssue({ code: "custom", path: ["passage"], message: "a reading item needs a passage" });
    if (item.skill === "listening" && !item.say)
      context.addIssue({ code: "custom", path: ["say"], message: "a listening item needs the text to say" });
    if (item.skill === "listening" && item.passage)
      context.addIssue({ code: "custom", path: ["passage"], message: "a listening item is heard, not read: use say" });
    if (item.skill !== "listening" && item.say)
      context.addIssue({ code: "custom", path: ["say"], message: "only a listening item is spoken" });
    const normalised = item.options.map((option) => option.toLowerCase().replace(/\s+/g, " "));
    if (new Set(normalised).size !== 4) context.addIssue({ code: "custom", path: ["options"], message: "the four options must differ" });
  });

export type PlacementItemFile = z.output<typeof placementItemFileSchema>;
export const placementBankFileSchema = z.array(placementItemFileSchema).min(1, "a bank file lists at least one item");

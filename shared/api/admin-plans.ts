// Contracts of the admins' plan screen (GET/POST/PATCH /api/admin/plans…). Prices are integer rand cents
// in the API; the form takes rand as the admin writes it ("199.00") and converts once, here.
import { z } from "zod";
import { BILLING_INTERVALS, PLAN_AUDIENCES, type BillingInterval, type PlanAudience } from "./billing";
import type { CourseRule } from "./course-choice";

export const COURSE_RULES = ["one_course", "cefr_courses", "all_courses"] as const satisfies readonly CourseRule[];

/** How the screen names a plan's course access. */
export const COURSE_RULE_LABELS: Record<CourseRule, string> = {
  one_course: "One CEFR course of the student's choice",
  cefr_courses: "Every CEFR English course (not TEFL)",
  all_courses: "Every course, TEFL included",
};

export const PLAN_MESSAGES = {
  name: "Enter the plan's name",
  nameTooLong: "The name must be at most 60 characters",
  description: "Enter a short description",
  descriptionTooLong: "The description must be at most 300 characters",
  price: "Enter the price in rand, for example 199.00",
  priceTooLow: "The price must be at least R2.00, the least a card payment can be",
  priceTooHigh: "The price must be at most R100 000.00",
  interval: "Choose monthly or yearly billing",
  audience: "Choose adults or kids",
  feature: "Write the feature or remove the line",
  featureTooLong: "A feature must be at most 200 characters",
  tooManyFeatures: "A plan lists at most 12 features",
  trialDays: "Trial days must be a whole number from 0 to 60",
  trialKidsOnly: "Free trials are offered on kids plans only: set the trial days to 0",
  courseAccess: "Choose which courses the plan opens",
  duplicate: "There is already a plan with this name for this audience and billing interval",
  notFound: "Plan not found",
  alreadyRetired: "This plan is already retired",
  alreadyActive: "This plan is already offered",
  retiredPlan: "This plan is no longer offered. Please choose another plan",
  reorderEdge: "The plan is already at that end of the list",
  nothingToChange: "Nothing to change",
} as const;

export const MIN_PRICE_CENTS = 200;
export const MAX_PRICE_CENTS = 10_000_000;

const nameSchema = z.string({ error: PLAN_MESSAGES.name }).trim().min(1, PLAN_MESSAGES.name).max(60, PLAN_MESSAGES.nameTooLong);
const descriptionSchema = z
  .string({ error: PLAN_MESSAGES.description })
  .trim()
  .min(1, PLAN_MESSAGES.description)
  .max(300, PLAN_MESSAGES.descriptionTooLong);
const priceCentsSchema = z
  .number({ error: PLAN_MESSAGES.price })
  .int(PLAN_MESSAGES.price)
  .min(MIN_PRICE_CENTS, PLAN_MESSAGES.priceTooLow)
  .max(MAX_PRICE_CENTS, PLAN_MESSAGES.priceTooHigh);
const featuresSchema = z
  .array(z.string({ error: PLAN_MESSAGES.feature }).trim().min(1, PLAN_MESSAGES.feature).max(200, PLAN_MESSAGES.featureTooLong), {
    error: PLAN_MESSAGES.feature,
  })
  .max(12, PLAN_MESSAGES.tooManyFeatures);
const trialDaysSchema = z
  .number({ error: PLAN_MESSAGES.trialDays })
  .int(PLAN_MESSAGES.trialDays)
  .min(0, PLAN_MESSAGES.trialDays)
  .max(60, PLAN_MESSAGES.trialDays);

const planFields = {
  name: nameSchema,
  description: descriptionSchema,
  price: priceCentsSchema,
  billingInterval: z.enum(BILLING_INTERVALS, { error: PLAN_MESSAGES.interval }),
  audience: z.enum(PLAN_AUDIENCES, { error: PLAN_MESSAGES.audience }),
  features: featuresSchema,
  trialDays: trialDaysSchema,
  courseAccess: z.enum(COURSE_RULES, { error: PLAN_MESSAGES.courseAccess }),
};

/** POST /api/admin/plans. A kids plan opens the phonics programme: its course access is stored as all_courses and not used. */
export const createPlanSchema = z.object(planFields).strict();
export type CreatePlanRequest = z.infer<typeof createPlanSchema>;

/** PATCH /api/admin/plans/:id: any of the same fields. */
export const updatePlanSchema = z
  .object(planFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: PLAN_MESSAGES.nothingToChange });
export type UpdatePlanRequest = z.infer<typeof updatePlanSchema>;

/** POST /api/admin/plans/:id/move: one step up or down among the plans of its audience and interval. */
export const movePlanSchema = z.object({ direction: z.enum(["up", "down"], { error: "Direction must be up or down" }) });

/** One plan as the admin screen reads it, retired ones included. */
export type AdminPlan = {
  id: number;
  name: string;
  description: string;
  price: number;
  billingInterval: BillingInterval;
  audience: PlanAudience;
  features: string[];
  trialDays: number;
  courseAccess: CourseRule;
  isActive: boolean;
  sortOrder: number;
  /** Subscriptions on this plan that still have access (they keep their own price). */
  subscriberCount: number;
  updatedAt: string;
};

/** "199.00" (or "199", "1 499.50", "R199") as integer cents; null when it is not an amount of rand. */
export const parseRandToCents = (text: string): number | null => {
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(/^R/i, "");
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
};

/** Integer cents as the form shows them again: 19900 → "199.00". */
export const formatCentsForInput = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The form's fields as typed (price as rand text, features one per line of the list editor). */
export const planFormSchema = z.object({
  ...planFields,
  price: z
    .string()
    .trim()
    .min(1, PLAN_MESSAGES.price)
    .transform((text, context) => {
      const cents = parseRandToCents(text);
      if (cents === null) {
        context.addIssue({ code: "custom", message: PLAN_MESSAGES.price });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(priceCentsSchema),
  features: z
    .array(z.object({ text: z.string().trim().min(1, PLAN_MESSAGES.feature).max(200, PLAN_MESSAGES.featureTooLong) }))
    .max(12, PLAN_MESSAGES.tooManyFeatures),
  trialDays: z.coerce.number({ error: PLAN_MESSAGES.trialDays }).pipe(trialDaysSchema),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

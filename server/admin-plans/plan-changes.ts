import { COURSE_RULE_LABELS, type CreatePlanRequest } from "../../shared/api/admin-plans";
import type { SubscriptionPlan } from "../../shared/schema/billing";
import { decodePlanFeatures } from "../billing/plan-features";

/** A plan's editable fields as the audit log stores them (features as a list, price in cents). */
export type PlanFields = CreatePlanRequest;

export const planFieldsOf = (row: SubscriptionPlan): PlanFields => ({
  name: row.name,
  description: row.description,
  price: row.price,
  billingInterval: row.billingInterval,
  audience: row.audience,
  features: decodePlanFeatures(row.features),
  trialDays: row.trialDays,
  courseAccess: row.courseAccess,
});

const randText = (cents: number) => `R${(cents / 100).toFixed(2)}`;

const isSame = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Only the fields that differ, before and after: what the audit log shows. */
export const diffPlanFields = (before: PlanFields, after: PlanFields) => {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof PlanFields)[]) {
    if (isSame(before[key], after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
};

/** One readable line per change, e.g. `Price of "Premium" from R199.00 to R249.00`. */
export const summarizePlanChanges = (before: PlanFields, after: PlanFields): string => {
  const name = `"${before.name}"`;
  const lines: string[] = [];
  if (before.price !== after.price) lines.push(`Price of ${name} from ${randText(before.price)} to ${randText(after.price)}`);
  if (before.name !== after.name) lines.push(`Renamed ${name} to "${after.name}"`);
  if (before.trialDays !== after.trialDays) lines.push(`Trial of ${name} from ${before.trialDays} to ${after.trialDays} days`);
  if (before.courseAccess !== after.courseAccess)
    lines.push(`Courses of ${name} from "${COURSE_RULE_LABELS[before.courseAccess]}" to "${COURSE_RULE_LABELS[after.courseAccess]}"`);
  const others = (["description", "features", "billingInterval", "audience"] as const).filter((key) => !isSame(before[key], after[key]));
  const otherLabels: Record<(typeof others)[number], string> = {
    description: "description",
    features: "features",
    billingInterval: "billing interval",
    audience: "audience",
  };
  if (others.length > 0) lines.push(`Changed the ${others.map((key) => otherLabels[key]).join(", ")} of ${name}`);
  return lines.join("; ");
};

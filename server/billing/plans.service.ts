import { and, asc, eq } from "drizzle-orm";
import { subscriptionPlans } from "../../shared/schema/billing";
import type { Plan, PlanAudience } from "../../shared/api/billing";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";
import { decodePlanFeatures } from "./plan-features";

export const PLAN_NOT_FOUND = "That plan does not exist or is no longer offered";

/** The active plans of one audience in display order; the price is integer rand cents. */
const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  price: subscriptionPlans.price,
  description: subscriptionPlans.description,
  features: subscriptionPlans.features,
  audience: subscriptionPlans.audience,
  billingInterval: subscriptionPlans.billingInterval,
  sortOrder: subscriptionPlans.sortOrder,
};

const toPlan = (row: Omit<Plan, "features"> & { features: string }): Plan => ({ ...row, features: decodePlanFeatures(row.features) });

export const listActivePlans = async ({ db, audience }: { db: Database; audience: PlanAudience }): Promise<Plan[]> => {
  const rows = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.audience, audience)))
    .orderBy(asc(subscriptionPlans.billingInterval), asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows.map(toPlan);
};

export const getActivePlan = async ({ db, id }: { db: Database; id: number }): Promise<Plan> => {
  const [plan] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw new AppError("not_found", PLAN_NOT_FOUND);
  return toPlan(plan);
};

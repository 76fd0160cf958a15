import { and, asc, eq } from "drizzle-orm";
import { subscriptionPlans } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";

export const PLAN_NOT_FOUND = "That plan does not exist or is no longer offered";

export type PlanAudience = "adult" | "kids";

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

export const listActivePlans = ({ db, audience }: { db: Database; audience: PlanAudience }) =>
  db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.audience, audience)))
    .orderBy(asc(subscriptionPlans.billingInterval), asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));

export const getActivePlan = async ({ db, id }: { db: Database; id: number }) => {
  const [plan] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw new AppError("not_found", PLAN_NOT_FOUND);
  return plan;
};

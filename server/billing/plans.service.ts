import { and, asc, eq } from "drizzle-orm";
import { subscriptionPlans } from "../../shared/schema/billing";
import type { Database } from "../db/connection";

export type PlanAudience = "adult" | "kids";

/** The active plans of one audience in display order; the price is integer rand cents. */
export const listActivePlans = ({ db, audience }: { db: Database; audience: PlanAudience }) =>
  db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      price: subscriptionPlans.price,
      description: subscriptionPlans.description,
      features: subscriptionPlans.features,
      audience: subscriptionPlans.audience,
      billingInterval: subscriptionPlans.billingInterval,
      sortOrder: subscriptionPlans.sortOrder,
    })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.audience, audience)))
    .orderBy(asc(subscriptionPlans.billingInterval), asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));

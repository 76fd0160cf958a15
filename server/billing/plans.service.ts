import { and, asc, eq } from "drizzle-orm";
import { subscriptionPlans, type Subscription } from "../../shared/schema/billing";
import type { Plan, PlanAudience } from "../../shared/api/billing";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { decodePlanFeatures } from "./plan-features";

export const PLAN_NOT_FOUND = "That plan does not exist or is no longer offered";
export const PLAN_RETIRED = "This plan is no longer offered. Please choose another plan";

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
  trialDays: subscriptionPlans.trialDays,
  courseAccess: subscriptionPlans.courseAccess,
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

/**
 * The plan a checkout charges for, and the amount: a subscriber renewing their own plan pays their own
 * stored price (fixed when they first paid for it), even after the plan's price changed or the plan was
 * retired; anyone else pays the plan's current price, and only for a plan still offered.
 */
export const pricePlanForCheckout = async ({
  db,
  planId,
  current,
}: {
  db: DbExecutor;
  planId: number;
  current: Pick<Subscription, "planId" | "price" | "status"> | undefined;
}): Promise<{ plan: Plan; amount: number; isOwnPrice: boolean }> => {
  const [row] = await db
    .select({ ...planColumns, isActive: subscriptionPlans.isActive })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId));
  if (!row) throw new AppError("not_found", PLAN_NOT_FOUND);
  const { isActive, ...plan } = row;
  const isOwnPrice =
    current !== undefined &&
    current.planId === plan.id &&
    current.price !== null &&
    current.status !== "expired" &&
    current.status !== "refund_pending";
  if (!isActive && !isOwnPrice) throw new AppError("conflict", PLAN_RETIRED);
  return { plan: toPlan(plan), amount: isOwnPrice ? current.price! : plan.price, isOwnPrice };
};

export const getActivePlan = async ({ db, id }: { db: Database; id: number }): Promise<Plan> => {
  const [plan] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw new AppError("not_found", PLAN_NOT_FOUND);
  return toPlan(plan);
};

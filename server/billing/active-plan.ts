import { addDays } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import type { PlanAudience } from "../../shared/api/billing";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { ACCESS_STATUSES } from "./subscription-level";
import { GRACE_DAYS } from "./subscription-lifecycle.job";

/**
 * The plan of the audience ("adult" or "kids") that gives the user access right now, or null: a
 * subscription (a kids trial included) that is active, past due within its grace period, or cancelled
 * before its period end. The clock is checked as well as the status, so access ends on time even before
 * the daily lifecycle job has marked the subscription expired.
 */
export const activePlanOf = async ({
  db,
  clock,
  userId,
  audience,
}: {
  db: DbExecutor;
  clock: Clock;
  userId: number;
  audience: PlanAudience;
}) => {
  const [row] = await db
    .select({
      name: subscriptionPlans.name,
      courseAccess: subscriptionPlans.courseAccess,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptionPlans.audience, audience), inArray(subscriptions.status, [...ACCESS_STATUSES])),
    );
  if (!row) return null;
  // An active one whose period just ended is past due in all but name until the job runs.
  const accessEnds = row.status === "cancelled" ? row.currentPeriodEnd : addDays(row.currentPeriodEnd, GRACE_DAYS);
  return accessEnds > clock.now() ? { name: row.name, courseAccess: row.courseAccess } : null;
};

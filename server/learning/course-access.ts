import { addDays } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import type { User } from "../../shared/schema/auth";
import { ACCESS_STATUSES } from "../billing/subscription-level";
import { GRACE_DAYS } from "../billing/subscription-lifecycle.job";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";

/**
 * Whether the user may study the adult and TEFL courses (and book live classes) right now: admins
 * always; a student with an adult-plan subscription that is active, past due within its grace period,
 * or cancelled before its period end. The clock is checked as well as the status, so access ends on
 * time even before the daily lifecycle job has marked the subscription expired. Kids plans and the
 * kids trial give the phonics programme, not these courses.
 */
export const hasAdultCourseAccess = async ({ db, clock, user }: { db: DbExecutor; clock: Clock; user: Pick<User, "id" | "isAdmin"> }) => {
  if (user.isAdmin) return true;
  const [row] = await db
    .select({ status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(eq(subscriptions.userId, user.id), eq(subscriptionPlans.audience, "adult"), inArray(subscriptions.status, [...ACCESS_STATUSES])),
    );
  if (!row) return false;
  const now = clock.now();
  // An active one whose period just ended is past due in all but name until the job runs.
  const accessEnds = row.status === "cancelled" ? row.currentPeriodEnd : addDays(row.currentPeriodEnd, GRACE_DAYS);
  return accessEnds > now;
};

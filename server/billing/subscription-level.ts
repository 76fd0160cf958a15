import { inArray, sql } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";

/** The subscription states that still give access (past_due: the grace period; cancelled: to its end). */
export const ACCESS_STATUSES = ["active", "past_due", "cancelled"] as const;

/**
 * The one writer of `users.subscriptionLevel`: the plan name of a subscription that gives access, else
 * null, read from `subscriptions` as it is inside the caller's transaction. Every change of a
 * subscription's status calls this in the same transaction, so the two never disagree.
 */
export const refreshSubscriptionLevel = async (tx: DbExecutor, userIds: number[]) => {
  if (userIds.length === 0) return;
  const accessStatuses = sql.join(
    ACCESS_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await tx
    .update(users)
    .set({
      subscriptionLevel: sql`(select ${subscriptionPlans.name} from ${subscriptions}
        join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
        where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} in (${accessStatuses}))`,
    })
    .where(inArray(users.id, userIds));
};

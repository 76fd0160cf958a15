import { and, asc, eq } from "drizzle-orm";
import type { SubscriptionStatus } from "../../shared/api/billing";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { refreshSubscriptionLevel } from "../billing/subscription-level";
import type { TestApp } from "./test-app";

/** Gives a user a subscription directly in the database (the money path has its own tests); the audience's first monthly plan unless named. */
export const giveSubscription = async (
  testApp: TestApp,
  userId: number,
  {
    audience = "adult",
    status = "active",
    currentPeriodEnd = new Date("2026-12-21T10:00:00Z"),
    planName,
  }: { audience?: "adult" | "kids"; status?: SubscriptionStatus; currentPeriodEnd?: Date; planName?: string } = {},
) => {
  const [plan] = await testApp.db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.audience, audience),
        eq(subscriptionPlans.billingInterval, "month"),
        planName ? eq(subscriptionPlans.name, planName) : undefined,
      ),
    )
    .orderBy(asc(subscriptionPlans.sortOrder))
    .limit(1);
  await testApp.db.insert(subscriptions).values({
    userId,
    planId: plan!.id,
    status,
    currentPeriodStart: new Date("2026-11-01T10:00:00Z"),
    currentPeriodEnd,
    firstPaidAt: new Date("2026-11-01T10:00:00Z"),
  });
  await refreshSubscriptionLevel(testApp.db, [userId]);
};

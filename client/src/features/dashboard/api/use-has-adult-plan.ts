import type { MySubscription } from "@shared/api/billing";
import { useAuth } from "@/lib/auth";
import { useMySubscription } from "./get-my-subscription";

const ACCESS_STATUSES: readonly MySubscription["status"][] = ["active", "past_due", "cancelled"];

/** Whether the subscription is an adult plan that still opens courses and live classes (the server decides finally). */
export const isAdultPlanWithAccess = (subscription: MySubscription | null, now = new Date()) =>
  subscription !== null &&
  subscription.plan.audience === "adult" &&
  ACCESS_STATUSES.includes(subscription.status) &&
  (subscription.status !== "cancelled" || new Date(subscription.currentPeriodEnd) > now);

/**
 * True or false once known, undefined while the subscription loads: screens ask the server for what only a
 * plan opens (live classes) only when it is true, so a student without a plan never gets a 403 in the console.
 */
export function useHasAdultPlan(): boolean | undefined {
  const { user } = useAuth();
  const subscription = useMySubscription();
  if (user?.isAdmin) return true;
  if (subscription.isPending) return undefined;
  // An unreadable subscription: let the live-class call itself decide (it answers 403 without a plan).
  if (subscription.isError) return true;
  return isAdultPlanWithAccess(subscription.data.subscription);
}

import type { QueryClient } from "@tanstack/react-query";
import { invalidateAll, queryKeys, SUBSCRIPTION_DEPENDENTS } from "@/lib/query-keys";
import type { MySubscriptionResponse } from "@shared/api/billing";

/**
 * After any change to the subscription: show the server's answer at once, then read again everything
 * that depends on the plan (the account's level, live classes, the card itself).
 */
export function updateSubscriptionCache(queryClient: QueryClient, answer: MySubscriptionResponse) {
  queryClient.setQueryData(queryKeys.mySubscription, answer);
  return invalidateAll(queryClient, SUBSCRIPTION_DEPENDENTS);
}

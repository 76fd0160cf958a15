import type { QueryClient } from "@tanstack/react-query";

/** Everything that shows the student's plan or access: read again after a payment or any change. */
export const SUBSCRIPTION_DEPENDENT_QUERY_KEYS = [["/api/subscriptions/me"], ["/api/me"], ["/api/me/progress"]] as const;

export function invalidateSubscriptionData(queryClient: QueryClient) {
  return Promise.all(
    SUBSCRIPTION_DEPENDENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

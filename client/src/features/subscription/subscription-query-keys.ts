import type { QueryClient } from "@tanstack/react-query";
import { invalidateAll, SUBSCRIPTION_DEPENDENTS } from "@/lib/query-keys";

/** After a payment: read again everything that shows the student's plan or access. */
export function invalidateSubscriptionData(queryClient: QueryClient) {
  return invalidateAll(queryClient, SUBSCRIPTION_DEPENDENTS);
}

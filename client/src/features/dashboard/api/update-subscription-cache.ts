import type { QueryClient } from "@tanstack/react-query";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";
import { MY_SUBSCRIPTION_QUERY_KEY, type MySubscriptionResponse } from "./get-my-subscription";
import { MY_PROGRESS_QUERY_KEY } from "./get-my-progress";

/**
 * After any change to the subscription: show the server's answer at once, then read again everything
 * that depends on the plan (the account's level, live classes, the card itself).
 */
export function updateSubscriptionCache(queryClient: QueryClient, answer: MySubscriptionResponse) {
  queryClient.setQueryData(MY_SUBSCRIPTION_QUERY_KEY, answer);
  return Promise.all(
    [MY_SUBSCRIPTION_QUERY_KEY, CURRENT_USER_QUERY_KEY, MY_PROGRESS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

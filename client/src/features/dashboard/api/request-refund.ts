import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MySubscriptionResponse } from "@shared/api/billing";
import { MY_SUBSCRIPTION_QUERY_KEY } from "./get-my-subscription";
import { updateSubscriptionCache } from "./update-subscription-cache";

/** The 7-day money-back guarantee: refunds every payment and ends access (400 outside the window). */
export function requestRefund() {
  return apiRequest<MySubscriptionResponse>("POST", "/api/subscriptions/me/refund");
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: (answer) => updateSubscriptionCache(queryClient, answer),
    // A 502 still ended access (the refund is recorded, to be sent again): show that state.
    onError: () => queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTION_QUERY_KEY }),
  });
}

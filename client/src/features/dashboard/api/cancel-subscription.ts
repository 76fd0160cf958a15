import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MySubscriptionResponse } from "@shared/api/billing";
import { updateSubscriptionCache } from "./update-subscription-cache";

/** Stops renewal; access continues until the end of the period already paid for. */
export function cancelSubscription() {
  return apiRequest<MySubscriptionResponse>("POST", "/api/subscriptions/me/cancel");
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => updateSubscriptionCache(queryClient, answer),
  });
}

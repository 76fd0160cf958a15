import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MySubscriptionResponse, PlanChoice } from "@shared/api/billing";
import { updateSubscriptionCache } from "./update-subscription-cache";

/** Schedules the move to another plan for the next billing period. */
export function changeSubscriptionPlan({ planId }: PlanChoice) {
  return apiRequest<MySubscriptionResponse>("POST", "/api/subscriptions/me/change-plan", { planId });
}

export function useChangeSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscriptionPlan,
    onSuccess: (answer) => updateSubscriptionCache(queryClient, answer),
  });
}

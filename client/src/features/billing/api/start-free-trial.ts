import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionResponse, PlanChoice } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, SUBSCRIPTION_DEPENDENTS } from "@/lib/query-keys";

// Everything that shows the student's plan or access reads again once the trial has started.

/** POST /api/subscriptions/trial: the kids free trial, once per account (409 afterwards). */
export function startFreeTrial({ planId }: PlanChoice) {
  return apiRequest<MySubscriptionResponse>("POST", "/api/subscriptions/trial", { planId });
}

export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFreeTrial,
    onSuccess: () => invalidateAll(queryClient, SUBSCRIPTION_DEPENDENTS),
  });
}

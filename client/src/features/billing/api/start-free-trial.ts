import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

// Everything that shows the student's plan or access reads again once the trial has started.
const SUBSCRIPTION_DEPENDENT_QUERY_KEYS = [["/api/subscriptions/me"], ["/api/me"], ["/api/me/progress"]] as const;

/** POST /api/subscriptions/trial: the kids free trial, once per account (409 afterwards). */
export function startFreeTrial({ planId }: { planId: number }) {
  return apiRequest<unknown>("POST", "/api/subscriptions/trial", { planId });
}

export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFreeTrial,
    onSuccess: () =>
      Promise.all(SUBSCRIPTION_DEPENDENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

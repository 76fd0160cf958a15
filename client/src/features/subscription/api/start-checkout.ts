import { useMutation } from "@tanstack/react-query";
import type { PlanChoice, StartCheckoutResponse } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";

/** Only the plan goes: the server takes the amount from its own price table. */
export function startCheckout({ planId }: PlanChoice) {
  return apiRequest<StartCheckoutResponse>("POST", "/api/subscriptions/checkout", { planId });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

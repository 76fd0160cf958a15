import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/subscriptions/checkout: 201 with the hosted checkout page to send the student to. */
export type StartCheckoutResponse = { checkoutId: string; checkoutUrl: string; paymentId: number | string };

/** Only the plan goes: the server takes the amount from its own price table. */
export function startCheckout({ planId }: { planId: number }) {
  return apiRequest<StartCheckoutResponse>("POST", "/api/subscriptions/checkout", { planId });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

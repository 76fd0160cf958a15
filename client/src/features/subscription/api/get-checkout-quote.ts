import { useQuery } from "@tanstack/react-query";
import type { CheckoutQuote } from "@shared/api/billing";
import { ApiError, apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * What paying for the plan would charge the signed-in student: their own price when they renew their plan
 * (a retired one too), else the plan's price. Null when the plan is unknown or no longer offered to them.
 */
export async function getCheckoutQuote({ planId, signal }: { planId: number; signal?: AbortSignal }) {
  try {
    return await apiRequest<CheckoutQuote>("GET", `/api/subscriptions/checkout-quote/${planId}`, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export function useCheckoutQuote(planId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.checkoutQuote(planId ?? 0),
    queryFn: ({ signal }) => getCheckoutQuote({ planId: planId!, signal }),
    enabled: planId !== undefined,
    // A payment or an admin's price change alters it: asked again each time the page opens.
    staleTime: 0,
    retry: false,
  });
}

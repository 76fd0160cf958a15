import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutStatusResponse } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const POLL_INTERVAL_MS = 1000;

export const checkoutStatusQueryKey = queryKeys.checkoutStatus;

export function getCheckoutStatus({ paymentId, signal }: { paymentId: string; signal?: AbortSignal }) {
  return apiRequest<CheckoutStatusResponse>("GET", `/api/subscriptions/checkout/${encodeURIComponent(paymentId)}`, undefined, { signal });
}

export const checkoutStatusQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: checkoutStatusQueryKey(paymentId),
    queryFn: ({ signal }) => getCheckoutStatus({ paymentId, signal }),
  });

/**
 * The payment's state after Yoco sends the student back. The webhook may not have arrived yet, so
 * while it is pending and `isPolling` holds, the status is read again every second.
 */
export function useCheckoutStatus(paymentId: string | undefined, { isPolling }: { isPolling: boolean }) {
  return useQuery({
    ...checkoutStatusQueryOptions(paymentId ?? ""),
    enabled: paymentId !== undefined,
    refetchInterval: (query) => (isPolling && query.state.data?.status === "pending" ? POLL_INTERVAL_MS : false),
  });
}

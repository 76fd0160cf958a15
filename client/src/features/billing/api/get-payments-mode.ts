import { useQuery } from "@tanstack/react-query";
import type { PaymentsModeResponse } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getPaymentsMode({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PaymentsModeResponse>("GET", "/api/payments/mode", undefined, { signal });
}

/** Whether payments are real; read once per visit (it changes only when the server restarts). */
export function usePaymentsMode() {
  return useQuery({ queryKey: queryKeys.paymentsMode, queryFn: getPaymentsMode, staleTime: Number.POSITIVE_INFINITY });
}

import { useQuery } from "@tanstack/react-query";
import type { PaymentReceipt } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";

/** GET /api/payments/:id/receipt: the signed-in owner's receipt of one paid payment (404 otherwise). */
export function usePaymentReceipt(paymentId: number) {
  return useQuery({
    queryKey: ["/api/payments", paymentId, "receipt"],
    queryFn: ({ signal }) => apiRequest<PaymentReceipt>("GET", `/api/payments/${paymentId}/receipt`, undefined, { signal }),
    enabled: Number.isInteger(paymentId) && paymentId > 0,
    retry: false,
  });
}

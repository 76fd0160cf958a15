import { useMutation } from "@tanstack/react-query";
import type { CreateAdPaymentResponse } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";

/** Opens the Yoco checkout of a submitted ad: only its id is sent, the server charges the stored price. */
export function createAdPayment(advertisementId: number) {
  return apiRequest<CreateAdPaymentResponse>("POST", "/api/create-yoco-payment", { advertisementId });
}

export function useCreateAdPayment() {
  return useMutation({ mutationFn: createAdPayment });
}

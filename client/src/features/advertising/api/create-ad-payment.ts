import { useMutation } from "@tanstack/react-query";
import type { CreateAdPaymentResponse } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";

/**
 * Opens the Yoco checkout of a submitted ad: its id and campaign token are sent (the token proves the
 * caller is the advertiser), never an amount: the server charges the stored price.
 */
export function createAdPayment({ advertisementId, campaignToken }: { advertisementId: number; campaignToken: string }) {
  return apiRequest<CreateAdPaymentResponse>("POST", "/api/create-yoco-payment", { advertisementId, campaignToken });
}

export function useCreateAdPayment() {
  return useMutation({ mutationFn: createAdPayment });
}

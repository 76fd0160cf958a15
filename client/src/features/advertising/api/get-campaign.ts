import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignView } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCampaign(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CampaignView>("GET", `/api/advertising/campaigns/${encodeURIComponent(token)}`, undefined, { signal });
}

/** The advertiser's private campaign; while a payment is being confirmed it is read again every 3 s. */
export const campaignQueryOptions = (token: string, isAwaitingPayment: boolean) =>
  queryOptions({
    queryKey: queryKeys.campaign(token),
    queryFn: ({ signal }) => getCampaign(token, { signal }),
    refetchInterval: (query) => (isAwaitingPayment && query.state.data?.paymentStatus === "pending" ? 3_000 : false),
    retry: false,
  });

export function useCampaign(token: string, isAwaitingPayment: boolean) {
  return useQuery(campaignQueryOptions(token, isAwaitingPayment));
}

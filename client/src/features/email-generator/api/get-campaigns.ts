import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignView } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCampaigns({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CampaignView[]>("GET", "/api/outreach/campaigns", undefined, { signal });
}

/** The server's campaigns; read again every 10 s while one is sending, so the progress bar moves. */
export function useCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.emailCampaigns,
      queryFn: ({ signal }) => getCampaigns({ signal }),
      refetchInterval: (query) =>
        query.state.data?.some((campaign) => campaign.status === "sending" || campaign.status === "scheduled") ? 10_000 : false,
    }),
  );
}

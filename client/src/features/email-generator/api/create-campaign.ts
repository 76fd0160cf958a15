import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkCampaignInput, CampaignView } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function createCampaign(input: BulkCampaignInput) {
  return apiRequest<CampaignView>("POST", "/api/outreach/campaigns", input);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns }),
  });
}

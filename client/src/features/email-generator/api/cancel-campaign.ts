import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CampaignView } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function cancelCampaign(id: number) {
  return apiRequest<CampaignView>("POST", `/api/outreach/campaigns/${id}/cancel`, {});
}

export function useCancelCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns }),
  });
}

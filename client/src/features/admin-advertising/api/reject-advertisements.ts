import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkRejectAdsRequest, BulkRejectAdsResponse } from "@shared/api/admin-advertising";
import { apiRequest } from "@/lib/api-client";
import { refreshAdvertisingReads } from "./refresh-advertising-reads";

export function rejectAdvertisements(input: BulkRejectAdsRequest) {
  return apiRequest<BulkRejectAdsResponse>("POST", "/api/admin/advertisements/reject", input);
}

/** Rejects the selected spam applications together (no mail); every advertising read is refreshed after. */
export function useRejectAdvertisements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdvertisements,
    onSettled: () => refreshAdvertisingReads(queryClient),
  });
}

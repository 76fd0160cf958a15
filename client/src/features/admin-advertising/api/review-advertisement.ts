import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAdvertisement } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { refreshAdvertisingReads } from "./refresh-advertising-reads";

export type ReviewDecision = "approve" | "reject";

export function reviewAdvertisement({ id, decision }: { id: number; decision: ReviewDecision }) {
  return apiRequest<AdminAdvertisement>("PATCH", `/api/advertisements/${id}/${decision}`);
}

/** Approves or rejects a pending ad; the list, the notices (and their badge), the figures and the overview are read again at once. */
export function useReviewAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdvertisement,
    onSettled: () => refreshAdvertisingReads(queryClient),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAdvertisement } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type ReviewDecision = "approve" | "reject";

export function reviewAdvertisement({ id, decision }: { id: number; decision: ReviewDecision }) {
  return apiRequest<AdminAdvertisement>("PATCH", `/api/advertisements/${id}/${decision}`);
}

/** Approves or rejects a pending ad; the list is read again afterwards. */
export function useReviewAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdvertisement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminAdvertisements }),
  });
}

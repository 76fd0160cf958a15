import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAdvertisement, TakeDownAdInput } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { refreshAdvertisingReads } from "./refresh-advertising-reads";

export type ModerationAction = { id: number; action: "pause" | "resume" } | { id: number; action: "take-down"; input: TakeDownAdInput };

export function moderateAdvertisement(request: ModerationAction) {
  const body = request.action === "take-down" ? request.input : undefined;
  return apiRequest<AdminAdvertisement>("PATCH", `/api/advertisements/${request.id}/${request.action}`, body);
}

/** Pauses, resumes or takes down an approved ad; the list, the notices (and their badge), the figures and the overview are read again at once. */
export function useModerateAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateAdvertisement,
    onSettled: () => refreshAdvertisingReads(queryClient),
  });
}

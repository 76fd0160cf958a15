import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Gives the seat back (204, also when there was none). */
export function cancelLiveClassBooking(liveClassId: number) {
  return apiRequest<void>("DELETE", `/api/live-classes/${liveClassId}/book`);
}

export function useCancelLiveClassBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLiveClassBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.liveClasses }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedLiveClass, LiveClassInput } from "@shared/api/live-classes";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LIVE_CLASS_DEPENDENTS } from "@/lib/query-keys";

/** Schedules a class; `startsAt` is an ISO date and time with its offset. */
export function createLiveClass(input: LiveClassInput) {
  return apiRequest<CreatedLiveClass>("POST", "/api/admin/live-classes", input);
}

export function useCreateLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLiveClass, onSuccess: () => invalidateAll(queryClient, LIVE_CLASS_DEPENDENTS) });
}

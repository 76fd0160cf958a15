import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLiveClass, UpdateLiveClassInput } from "@shared/api/live-classes";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LIVE_CLASS_DEPENDENTS } from "@/lib/query-keys";

/** Any of the class's fields, `isCancelled` included; answers the class as it is now. */
export function updateLiveClass({ id, changes }: { id: number; changes: UpdateLiveClassInput }) {
  return apiRequest<AdminLiveClass>("PATCH", `/api/admin/live-classes/${id}`, changes);
}

export function useUpdateLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLiveClass, onSuccess: () => invalidateAll(queryClient, LIVE_CLASS_DEPENDENTS) });
}

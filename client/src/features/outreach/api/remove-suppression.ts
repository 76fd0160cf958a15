import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS, queryKeys } from "@/lib/query-keys";

export function removeSuppression(id: number) {
  return apiRequest<void>("DELETE", `/api/outreach/suppressions/${id}`);
}

export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuppression,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.suppressions, ...OUTREACH_DEPENDENTS]),
  });
}

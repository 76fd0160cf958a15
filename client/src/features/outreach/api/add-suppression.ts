import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SuppressionView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS, queryKeys } from "@/lib/query-keys";

export function addSuppression(email: string) {
  return apiRequest<SuppressionView[]>("POST", "/api/outreach/suppressions", { email });
}

export function useAddSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSuppression,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.suppressions, ...OUTREACH_DEPENDENTS]),
  });
}

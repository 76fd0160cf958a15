import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS } from "@/lib/query-keys";

export function deleteProspect(id: number) {
  return apiRequest<void>("DELETE", `/api/outreach/prospects/${id}`);
}

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProspect, onSuccess: () => invalidateAll(queryClient, OUTREACH_DEPENDENTS) });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProspectStatus, ProspectView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS } from "@/lib/query-keys";

export function updateProspectStatus({ id, status }: { id: number; status: ProspectStatus }) {
  return apiRequest<ProspectView>("PATCH", `/api/outreach/prospects/${id}/status`, { status });
}

export function useUpdateProspectStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProspectStatus, onSuccess: () => invalidateAll(queryClient, OUTREACH_DEPENDENTS) });
}

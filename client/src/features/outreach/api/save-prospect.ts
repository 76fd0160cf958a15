import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProspectInput, ProspectView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, OUTREACH_DEPENDENTS } from "@/lib/query-keys";

/** POST a new prospect, or PATCH an existing one (`id`). */
export function saveProspect({ id, input }: { id?: number; input: ProspectInput }) {
  return id === undefined
    ? apiRequest<ProspectView>("POST", "/api/outreach/prospects", input)
    : apiRequest<ProspectView>("PATCH", `/api/outreach/prospects/${id}`, input);
}

export function useSaveProspect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProspect, onSuccess: () => invalidateAll(queryClient, OUTREACH_DEPENDENTS) });
}

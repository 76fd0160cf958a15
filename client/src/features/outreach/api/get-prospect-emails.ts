import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProspectEmailView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getProspectEmails(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<ProspectEmailView[]>("GET", `/api/outreach/prospects/${id}/emails`, undefined, { signal });
}

/** The emails sent to one prospect, newest first. */
export function useProspectEmails(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.prospectEmails(id ?? 0),
      queryFn: ({ signal }) => getProspectEmails(id!, { signal }),
      enabled: id !== null,
    }),
  );
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutreachStats } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOutreachStats({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<OutreachStats>("GET", "/api/outreach/stats", undefined, { signal });
}

export function useOutreachStats() {
  return useQuery(queryOptions({ queryKey: queryKeys.outreachStats, queryFn: ({ signal }) => getOutreachStats({ signal }) }));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SuppressionView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getSuppressions({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SuppressionView[]>("GET", "/api/outreach/suppressions", undefined, { signal });
}

export function useSuppressions() {
  return useQuery(queryOptions({ queryKey: queryKeys.suppressions, queryFn: ({ signal }) => getSuppressions({ signal }) }));
}

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProspectView } from "@shared/api/outreach";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type ProspectFilters = { search: string; status: string; industry: string };

export function getProspects(filters: ProspectFilters, { signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return apiRequest<ProspectView[]>("GET", `/api/outreach/prospects${query ? `?${query}` : ""}`, undefined, { signal });
}

export function useProspects(filters: ProspectFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.prospects(filters),
      queryFn: ({ signal }) => getProspects(filters, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FamilyChildSummary } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getFamilySummary({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<FamilyChildSummary[]>("GET", "/api/phonics/family", undefined, { signal });
}

/** Each child of the account at a glance (an empty list for an account without child profiles). */
export function useFamilySummary() {
  return useQuery(queryOptions({ queryKey: queryKeys.phonicsFamily, queryFn: ({ signal }) => getFamilySummary({ signal }), retry: false }));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactView } from "@shared/api/campaigns";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getContacts({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<ContactView[]>("GET", "/api/outreach/contacts", undefined, { signal });
}

export function useContacts() {
  return useQuery(queryOptions({ queryKey: queryKeys.campaignContacts, queryFn: ({ signal }) => getContacts({ signal }) }));
}

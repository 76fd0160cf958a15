import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PhonicsAccountResponse } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getPhonicsAccount({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PhonicsAccountResponse>("GET", "/api/phonics/children", undefined, { signal });
}

/** The signed-in account's children and whether a kids plan (or the trial) opens every group. */
export function usePhonicsAccount({ enabled }: { enabled: boolean }) {
  return useQuery(queryOptions({ queryKey: queryKeys.phonicsAccount, queryFn: ({ signal }) => getPhonicsAccount({ signal }), enabled }));
}

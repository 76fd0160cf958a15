import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApprovedAdsResponse } from "@shared/api/advertising";
import type { AdPlacement } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getApprovedAds(placement: AdPlacement | "video", { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<ApprovedAdsResponse>("GET", `/api/advertisements/approved?placement=${placement}`, undefined, { signal });
}

export const approvedAdsQueryOptions = (placement: AdPlacement | "video") =>
  queryOptions({
    queryKey: queryKeys.approvedAds(placement),
    queryFn: ({ signal }) => getApprovedAds(placement, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** The ads running now in a placement (public). */
export function useApprovedAds(placement: AdPlacement | "video") {
  return useQuery(approvedAdsQueryOptions(placement));
}

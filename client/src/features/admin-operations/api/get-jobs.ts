import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobsResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getJobs({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<JobsResponse>("GET", "/api/admin/jobs", undefined, { signal });
}

export const jobsQueryOptions = () => queryOptions({ queryKey: queryKeys.adminJobs, queryFn: ({ signal }) => getJobs({ signal }) });

/** The scheduled jobs with their last runs (admins only). */
export function useJobs() {
  return useQuery(jobsQueryOptions());
}

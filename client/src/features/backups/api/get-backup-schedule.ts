import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobsResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getScheduledJobs({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<JobsResponse>("GET", "/api/admin/jobs", undefined, { signal });
}

// Under the Jobs screen's key: the same answer, read once for both screens.
export const backupScheduleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminJobs,
    queryFn: ({ signal }) => getScheduledJobs({ signal }),
  });

/** The daily and weekly backup jobs' schedules and the zone the server reads them in (admins only). */
export function useBackupSchedule() {
  return useQuery({
    ...backupScheduleQueryOptions(),
    select: ({ jobs }) => ({
      daily: jobs.find((job) => job.id === "backup-daily"),
      weekly: jobs.find((job) => job.id === "backup-weekly"),
    }),
  });
}

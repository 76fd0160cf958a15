import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RunJobResponse } from "@shared/api/admin-inbox";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Runs a job that is safe to run twice, now; the run is recorded like a scheduled one. */
export function runJob(id: string) {
  return apiRequest<RunJobResponse>("POST", `/api/admin/jobs/${encodeURIComponent(id)}/run`);
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminJobs }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminMail }),
      ]),
  });
}

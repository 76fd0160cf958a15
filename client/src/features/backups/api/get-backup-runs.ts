import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BackupRunsResponse } from "@shared/api/backups";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getBackupRuns({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<BackupRunsResponse>("GET", "/api/admin/backup/runs", undefined, { signal });
}

export const backupRunsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminBackupRuns, queryFn: ({ signal }) => getBackupRuns({ signal }) });

/** Every backup taken, newest first (admins only). */
export function useBackupRuns() {
  return useQuery(backupRunsQueryOptions());
}

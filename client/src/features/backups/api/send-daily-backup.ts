import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TakeBackupResponse } from "@shared/api/backups";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Takes the daily backup now and queues the daily report mail. */
export function sendDailyBackup() {
  return apiRequest<TakeBackupResponse>("POST", "/api/admin/backup/send-daily");
}

export function useSendDailyBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDailyBackup,
    // A failed backup is listed too: read the runs again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminBackupRuns }),
  });
}

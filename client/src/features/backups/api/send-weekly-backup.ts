import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TakeBackupResponse } from "@shared/api/backups";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Takes the weekly backup now and queues its notice mail. */
export function sendWeeklyBackup() {
  return apiRequest<TakeBackupResponse>("POST", "/api/admin/backup/send-weekly");
}

export function useSendWeeklyBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWeeklyBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminBackupRuns }),
  });
}

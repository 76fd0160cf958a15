import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmergencyBackupInput, TakeBackupResponse } from "@shared/api/backups";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Takes an emergency backup now, with the reason, and queues its notice mail. */
export function sendEmergencyBackup(input: EmergencyBackupInput) {
  return apiRequest<TakeBackupResponse>("POST", "/api/admin/backup/emergency", input);
}

export function useSendEmergencyBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmergencyBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminBackupRuns }),
  });
}

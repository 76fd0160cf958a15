import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdNotificationsResponse } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function markAdNotificationRead(id: string) {
  return apiRequest<AdNotificationsResponse>("POST", `/api/admin/advertisement-notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one notice read for this admin; the answer is the updated list. */
export function useMarkAdNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAdNotificationRead,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.adNotifications, list),
  });
}

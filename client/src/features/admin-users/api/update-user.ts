import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateAdminUserRequest } from "@shared/api/admin-users";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/admin/users/:id: make or remove admin, disable or enable (the server keeps the self and last-admin rules). */
export function updateUser({ userId, changes }: { userId: number; changes: UpdateAdminUserRequest }) {
  return apiRequest<unknown>("PATCH", `/api/admin/users/${userId}`, changes);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The list (badges), the open user and the overview's counts all read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
      ]),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminStudentAccount } from "@shared/api/admin-subscriptions";
import { queryKeys } from "@/lib/query-keys";
import { studentAccountKey } from "./get-student-account";

/**
 * A change to a student's subscription or money: the server answers the account as it is after it, which
 * replaces the cached one; the user's summary (plan, status) and the list are read again.
 */
export function useAccountMutation<Variables extends { userId: number }>(
  mutationFn: (variables: Variables) => Promise<AdminStudentAccount>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (account, { userId }) => {
      queryClient.setQueryData(studentAccountKey(userId), account);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUser(userId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers, exact: true });
    },
  });
}

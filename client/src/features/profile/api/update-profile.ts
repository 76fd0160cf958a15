import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdated, UpdateProfileInput } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";
import { queryKeys } from "@/lib/query-keys";

/** Saves the profile; a new email is not the account's yet (`pendingEmail`) until its mailed link is opened. */
export function updateProfile(profile: UpdateProfileInput) {
  return apiRequest<ProfileUpdated>("PATCH", "/api/me", profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ pendingEmail: _pending, ...user }) => {
      // Show the answer at once (greeting, header level, profile), then confirm it with a fresh read.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailConfirmation });
    },
  });
}

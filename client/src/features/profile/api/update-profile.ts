import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@shared/api/profile";
import type { PublicUser } from "@shared/api/auth";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";

export function updateProfile(profile: UpdateProfileInput) {
  return apiRequest<PublicUser>("PATCH", "/api/me", profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // Show the answer at once (greeting, header level, profile), then confirm it with a fresh read.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/api/profile";
import { apiRequest } from "@/lib/api-client";

/** 204 on success; the server also ends the student's other sessions. */
export function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  // Only these two fields: the confirmation is checked here and never leaves the browser.
  return apiRequest<void>("POST", "/api/me/password", { currentPassword, newPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

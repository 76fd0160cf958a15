import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/**
 * Sends the picture as a form upload. The server's CSRF rule takes a non-JSON request only with
 * `X-Requested-With` (which a cross-site form cannot set), so it is sent as apiRequest does.
 */
export async function uploadCourseImage({ courseId, file }: { courseId: number; file: File }) {
  const body = new FormData();
  body.append("image", file);
  const response = await fetch(`/api/admin/courses/${courseId}/image`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Requested-With": "fetch" },
    credentials: "include",
    body,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ""), response.statusText);
  return (await response.json()) as { imageUrl: string };
}

/** The course goes back to its drawn cover. */
export function removeCourseImage({ courseId }: { courseId: number }) {
  return apiRequest<void>("DELETE", `/api/admin/courses/${courseId}/image`);
}

export function useUploadCourseImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCourseImage, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

export function useRemoveCourseImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCourseImage, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

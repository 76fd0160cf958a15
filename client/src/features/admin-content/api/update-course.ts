import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCourse, UpdateCourseInput } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** Any of the course's fields, `isPublished` included; answers the course as it is now. */
export function updateCourse({ id, changes }: { id: number; changes: UpdateCourseInput }) {
  return apiRequest<AdminCourse>("PATCH", `/api/admin/courses/${id}`, changes);
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

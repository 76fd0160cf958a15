import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLesson, UpdateLessonInput } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** Any of the lesson's fields; `position` moves it within its module (0 = first). */
export function updateLesson({ id, changes }: { id: number; changes: UpdateLessonInput }) {
  return apiRequest<AdminLesson>("PATCH", `/api/admin/lessons/${id}`, changes);
}

export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLesson, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

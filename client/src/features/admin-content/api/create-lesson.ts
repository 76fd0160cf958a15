import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateLessonInput, CreatedResponse } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** 201 with the new lesson's id; it goes last in its module, published unless `isPublished: false`. */
export function createLesson({ courseId, lesson }: { courseId: number; lesson: CreateLessonInput }) {
  return apiRequest<CreatedResponse>("POST", `/api/admin/courses/${courseId}/lessons`, lesson);
}

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLesson, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

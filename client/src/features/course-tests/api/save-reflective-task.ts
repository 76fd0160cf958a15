import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReflectiveTaskInput, ReflectiveTaskResult } from "@shared/api/course-tests";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LEARNING_DEPENDENTS, queryKeys } from "@/lib/query-keys";

export type SaveReflectiveTaskVariables = { courseId: number; module: number; text: ReflectiveTaskInput["text"] };

export function saveReflectiveTask({ courseId, module, text }: SaveReflectiveTaskVariables) {
  return apiRequest<ReflectiveTaskResult>("PUT", `/api/courses/${courseId}/reflective-tasks/${module}`, { text });
}

/** Hands in (or replaces) a unit's reflective task; the task list, progress and certificates may change. */
export function useSaveReflectiveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReflectiveTask,
    onSuccess: (_answer, { courseId }) => {
      void invalidateAll(queryClient, [queryKeys.courseTests(courseId), ...LEARNING_DEPENDENTS]);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateExerciseInput, CreatedResponse } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** 201 with the new exercise's id; 400 names the first rule it breaks (its content is checked against its type). */
export function createExercise({ lessonId, exercise }: { lessonId: number; exercise: CreateExerciseInput }) {
  return apiRequest<CreatedResponse>("POST", `/api/admin/lessons/${lessonId}/exercises`, exercise);
}

export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExercise, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

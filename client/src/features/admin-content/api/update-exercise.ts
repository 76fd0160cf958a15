import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminExercise, UpdateExerciseInput } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** Any of the exercise's fields; `position` moves it within its lesson, `isRetired: false` restores it. */
export function updateExercise({ id, changes }: { id: number; changes: UpdateExerciseInput }) {
  return apiRequest<AdminExercise>("PATCH", `/api/admin/exercises/${id}`, changes);
}

export function useUpdateExercise() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateExercise, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

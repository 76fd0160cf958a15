import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RetiredResponse } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/**
 * Deletes an exercise nobody has answered (204, resolves to "deleted"); one with students' results is
 * retired instead (200 `{ retired: true }`, resolves to "retired").
 */
export async function deleteExercise(id: number): Promise<"deleted" | "retired"> {
  const answer = await apiRequest<RetiredResponse | undefined>("DELETE", `/api/admin/exercises/${id}`);
  return answer?.retired ? "retired" : "deleted";
}

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExercise, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

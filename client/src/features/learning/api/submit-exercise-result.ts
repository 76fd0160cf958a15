import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExerciseResultResponse, UserAnswers } from "@shared/api/learning";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LEARNING_DEPENDENTS } from "@/lib/query-keys";

export type SubmitExerciseResultInput = { exerciseId: number; userAnswers: UserAnswers; timeSpent?: number };

export function submitExerciseResult({ exerciseId, userAnswers, timeSpent }: SubmitExerciseResultInput) {
  return apiRequest<ExerciseResultResponse>("POST", `/api/exercises/${exerciseId}/results`, { userAnswers, timeSpent });
}

/** Sends one attempt; the server grades it. Ticks, best results, progress and points are read again after. */
export function useSubmitExerciseResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitExerciseResult,
    // Not awaited: the result shows at once, the lesson's ticks and best results follow.
    onSuccess: () => {
      void invalidateAll(queryClient, LEARNING_DEPENDENTS);
    },
  });
}

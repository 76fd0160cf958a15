import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttemptResult } from "@shared/api/course-tests";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LEARNING_DEPENDENTS, queryKeys } from "@/lib/query-keys";

export type SubmitAttemptVariables = { attemptId: number; courseId: number; answers: unknown[] };

export function submitAttempt({ attemptId, answers }: SubmitAttemptVariables) {
  return apiRequest<AttemptResult>("POST", `/api/course-test-attempts/${attemptId}/submit`, { answers });
}

/**
 * Hands the attempt in; the server marks it. Best scores, progress and (after the final) certificates
 * change: the course's tests and everything a learning result shows in are read again.
 */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (_result, { courseId }) => {
      void invalidateAll(queryClient, [queryKeys.courseTests(courseId), ...LEARNING_DEPENDENTS]);
    },
  });
}

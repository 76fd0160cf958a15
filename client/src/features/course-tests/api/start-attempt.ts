import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CourseTestAttempt } from "@shared/api/course-tests";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function startAttempt({ testId }: { testId: number; courseId: number }) {
  return apiRequest<CourseTestAttempt>("POST", `/api/course-tests/${testId}/attempts`);
}

/** Starts an attempt, or resumes the open one (the server holds the draw). Attempts left today change. */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (_attempt, { courseId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseTests(courseId) });
    },
  });
}

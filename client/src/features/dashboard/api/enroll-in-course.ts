import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Enrollment } from "@shared/api/learning";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, LEARNING_DEPENDENTS } from "@/lib/query-keys";

// The same call as the learning and courses features' (features do not import each other).

/** 201 a new enrolment, 200 one that existed; 403 without a plan that includes the course. */
export function enrollInCourse(courseId: number) {
  return apiRequest<Enrollment>("POST", `/api/courses/${courseId}/enroll`);
}

export function useEnrollInCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInCourse,
    // Not awaited: the student moves on to the course player at once, which reads its own data.
    onSuccess: () => {
      void invalidateAll(queryClient, LEARNING_DEPENDENTS);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MySubscriptionResponse } from "@shared/api/billing";
import type { CourseChoice } from "@shared/api/course-choice";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll, queryKeys, SUBSCRIPTION_DEPENDENTS } from "@/lib/query-keys";

/** GET /api/subscriptions/me for the course pages: the plan and, on Basic, the chosen course. */
export function useMyPlanForCourses({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.mySubscription,
    queryFn: ({ signal }) => apiRequest<MySubscriptionResponse>("GET", "/api/subscriptions/me", undefined, { signal }),
    enabled,
  });
}

/** PUT /api/subscriptions/me/course: a Basic student's one course (409 when changed this period already). */
export function chooseCourse({ courseId }: CourseChoice) {
  return apiRequest<MySubscriptionResponse>("PUT", "/api/subscriptions/me/course", { courseId });
}

export function useChooseCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCourse,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.mySubscription, answer);
      // The course pages, players and the dashboard's course list open or close with the choice.
      return invalidateAll(queryClient, [...SUBSCRIPTION_DEPENDENTS, queryKeys.myCourses, queryKeys.courses]);
    },
  });
}

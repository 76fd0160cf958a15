import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateCourseInput, CreatedResponse } from "@shared/api/admin-content";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_CONTENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

/** 201 with the new course's id: a draft (unpublished) until it is published. */
export function createCourse(input: CreateCourseInput) {
  return apiRequest<CreatedResponse>("POST", "/api/admin/courses", input);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => invalidateAll(queryClient, ADMIN_CONTENT_DEPENDENTS) });
}

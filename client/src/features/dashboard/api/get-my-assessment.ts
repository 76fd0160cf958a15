import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyAssessment } from "@shared/api/assessment";
import { ApiError, apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const MY_ASSESSMENT_QUERY_KEY = queryKeys.myAssessment;

/** The latest result, or null when the student has not taken the assessment yet. */
export async function getMyAssessment({ signal }: { signal?: AbortSignal } = {}): Promise<MyAssessment | null> {
  try {
    return await apiRequest<MyAssessment>("GET", "/api/assessments/me", undefined, { signal });
  } catch (error) {
    // The server answers 404 for "no assessment yet": a normal state of a new student, not a failure.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myAssessmentQueryOptions = () =>
  queryOptions({ queryKey: MY_ASSESSMENT_QUERY_KEY, queryFn: ({ signal }) => getMyAssessment({ signal }), retry: false });

export function useMyAssessment() {
  return useQuery(myAssessmentQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyAssessment } from "@shared/api/assessment";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const MY_ASSESSMENT_QUERY_KEY = queryKeys.myAssessment;

/** The latest result, or null when the student has not taken the assessment yet. */
export async function getMyAssessment({ signal }: { signal?: AbortSignal } = {}): Promise<MyAssessment | null> {
  return apiRequest<MyAssessment | null>("GET", "/api/assessments/me", undefined, { signal });
}

export const myAssessmentQueryOptions = () =>
  queryOptions({ queryKey: MY_ASSESSMENT_QUERY_KEY, queryFn: ({ signal }) => getMyAssessment({ signal }), retry: false });

export function useMyAssessment() {
  return useQuery(myAssessmentQueryOptions());
}

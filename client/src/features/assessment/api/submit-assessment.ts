import { useMutation, useQueryClient } from "@tanstack/react-query";
import { submitAssessmentSchema, type AssessmentResult, type SubmitAssessmentInput } from "@shared/api/assessment";
import { apiRequest } from "@/lib/api-client";
import { ASSESSMENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";

// A saved result becomes the student's current level, so everything that shows their level or the
// courses picked for it has to be read again.

/**
 * Sends only the chosen options: the server holds the answer key and scores them.
 * Answers 201 when it stored the result for a signed-in student, 200 for a visitor (not stored).
 */
export function submitAssessment(input: SubmitAssessmentInput) {
  // The same schema the server applies: a gap or a stray field is our bug, better caught before sending.
  const { answers } = submitAssessmentSchema.parse(input);
  return apiRequest<AssessmentResult>("POST", "/api/assessments", { answers });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: async (result) => {
      if (!result.isSaved) return;
      await invalidateAll(queryClient, ASSESSMENT_DEPENDENTS);
    },
  });
}

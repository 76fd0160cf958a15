import { useMutation, useQueryClient } from "@tanstack/react-query";
import { submitPlacementAnswerSchema, type PlacementTestState } from "@shared/api/placement";
import { apiRequest } from "@/lib/api-client";
import { ASSESSMENT_DEPENDENTS, invalidateAll } from "@/lib/query-keys";
import { CURRENT_PLACEMENT_TEST_QUERY_KEY } from "./get-current-placement-test";

export type AnswerPlacementItemVariables = { testId: number; itemId: number; answer: number };

/** The answer to the item on screen; the server answers with the next item or the result. */
export function answerPlacementItem({ testId, ...input }: AnswerPlacementItemVariables) {
  // The server's own schema: an answer outside the four options is our bug, caught before sending.
  const body = submitPlacementAnswerSchema.parse(input);
  return apiRequest<PlacementTestState>("POST", `/api/placement-tests/${testId}/answers`, body);
}

export function useAnswerPlacementItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPlacementItem,
    onSuccess: async (state) => {
      queryClient.setQueryData(CURRENT_PLACEMENT_TEST_QUERY_KEY, state);
      // A signed-in student's result is stored at once: it becomes their level, so everything that
      // shows the level or the courses picked for it is read again.
      if (state.status === "completed" && state.isSaved) await invalidateAll(queryClient, ASSESSMENT_DEPENDENTS);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlacementTestState } from "@shared/api/placement";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_PLACEMENT_TEST_QUERY_KEY } from "./get-current-placement-test";

/** Starts a test, or resumes the open one of this session or account (201 new, 200 resumed). */
export function startPlacementTest() {
  return apiRequest<PlacementTestState>("POST", "/api/placement-tests");
}

export function useStartPlacementTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlacementTest,
    // The answer is the test's state: the page shows its first (or resumed) item without another read.
    onSuccess: (state) => queryClient.setQueryData(CURRENT_PLACEMENT_TEST_QUERY_KEY, state),
  });
}

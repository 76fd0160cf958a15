import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhonicsProgressItem } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type PracticeInput = { sound: string; isCorrect: boolean; timeSpent: number; childId: number | null };

export function recordPractice({ childId, ...input }: PracticeInput) {
  return apiRequest<PhonicsProgressItem>("POST", "/api/phonics/progress", childId === null ? input : { ...input, childId });
}

/** One attempt at a sound; the learner's progress list reads again. */
export function useRecordPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPractice,
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: queryKeys.phonicsProgress(input.childId) }),
  });
}

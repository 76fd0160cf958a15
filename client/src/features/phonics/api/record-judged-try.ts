import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhonicsProgressItem } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { practiceTimeKey } from "./get-practice-time";

export type JudgedTryInput = { targetSound: string; isCorrect: boolean; childId: number | null };

/** A voice-practice try the parent listened to and marked: it counts as an attempt, like a recognised one. */
export function recordJudgedTry({ childId, ...input }: JudgedTryInput) {
  return apiRequest<{ id: number; progress: PhonicsProgressItem }>(
    "POST",
    "/api/phonics/voice-result/judged",
    childId === null ? input : { ...input, childId },
  );
}

export function useRecordJudgedTry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordJudgedTry,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsProgress(input.childId) });
      void queryClient.invalidateQueries({ queryKey: practiceTimeKey(input.childId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsFamily });
    },
  });
}

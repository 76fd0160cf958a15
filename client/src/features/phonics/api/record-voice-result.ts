import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhonicsProgressItem } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { practiceTimeKey } from "./get-practice-time";

export type VoiceResultInput = {
  targetSound: string;
  recognizedText: string;
  confidence: number;
  isCorrect: boolean;
  pronunciationScore: number;
  feedback: string;
  childId: number | null;
};

/** The words the browser heard (never audio) and how close they were. */
export function recordVoiceResult({ childId, ...input }: VoiceResultInput) {
  return apiRequest<{ id: number; progress: PhonicsProgressItem }>(
    "POST",
    "/api/phonics/voice-result",
    childId === null ? input : { ...input, childId },
  );
}

export function useRecordVoiceResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVoiceResult,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsProgress(input.childId) });
      void queryClient.invalidateQueries({ queryKey: practiceTimeKey(input.childId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsFamily });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhonicsGameSessionView, PhonicsGameType } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { practiceTimeKey } from "./get-practice-time";

export type GameSessionInput = {
  gameType: PhonicsGameType;
  score: number;
  accuracy: number;
  timeSpent: number;
  soundsPracticed: string[];
  mistakes: number;
  level: number;
  childId: number | null;
};

export function recordGameSession({ childId, ...input }: GameSessionInput) {
  return apiRequest<PhonicsGameSessionView>("POST", "/api/phonics/game-sessions", childId === null ? input : { ...input, childId });
}

/** A finished game; the leaderboard and the practice time read again. */
export function useRecordGameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGameSession,
    onSuccess: (_session, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsLeaderboard });
      void queryClient.invalidateQueries({ queryKey: practiceTimeKey(input.childId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsFamily });
    },
  });
}

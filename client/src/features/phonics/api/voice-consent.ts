import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VoiceConsent } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";

export const voiceConsentKey = ["/api/phonics/voice-consent"] as const;

export function getVoiceConsent({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<VoiceConsent>("GET", "/api/phonics/voice-consent", undefined, { signal });
}

/** Whether the parent agreed to voice practice (signed-in accounts only). */
export function useAccountVoiceConsent({ enabled }: { enabled: boolean }) {
  return useQuery(queryOptions({ queryKey: voiceConsentKey, queryFn: ({ signal }) => getVoiceConsent({ signal }), enabled, retry: false }));
}

/** Agree (true) or withdraw (false); the answer replaces the cached consent. */
export function useChangeVoiceConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hasAgreed: boolean) =>
      hasAgreed
        ? apiRequest<VoiceConsent>("PUT", "/api/phonics/voice-consent", { hasAgreed: true })
        : apiRequest<VoiceConsent>("DELETE", "/api/phonics/voice-consent"),
    onSuccess: (consent) => queryClient.setQueryData(voiceConsentKey, consent),
  });
}

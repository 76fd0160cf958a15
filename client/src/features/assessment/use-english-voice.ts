import { useEffect, useState } from "react";
import { isSpeechSynthesisAvailable } from "@/components/exercises/speak";

/**
 * How long to wait for the browser's voices. Chromium answers an empty list at first and fires
 * `voiceschanged` once they are loaded; a browser without any voice (headless Chromium, many Linux
 * desktops) never fires it, so silence this long means "no voice".
 */
export const VOICE_WAIT_MS = 1500;

export type VoiceAvailability = "checking" | "available" | "none";

// Once a wait has found no voice, later items of the page show their text at once rather than each
// waiting again; a voice that arrives after all still turns Play on (the listener below keeps watching).
let hasWaitedInVain = false;

const hasEnglishVoice = () => window.speechSynthesis.getVoices().some((voice) => voice.lang.toLowerCase().startsWith("en"));

/**
 * Whether this browser can read a listening item aloud in English. "none" when it has no speech synthesis
 * or no English voice: speaking English with another language's voice would test the voice, not the listener.
 */
export function useEnglishVoice(): VoiceAvailability {
  const [availability, setAvailability] = useState<VoiceAvailability>(() => {
    if (!isSpeechSynthesisAvailable()) return "none";
    if (hasEnglishVoice()) return "available";
    return hasWaitedInVain ? "none" : "checking";
  });

  useEffect(() => {
    if (availability === "available" || !isSpeechSynthesisAvailable()) return;
    const synthesis = window.speechSynthesis;
    const onVoicesChanged = () => {
      if (hasEnglishVoice()) setAvailability("available");
    };
    synthesis.addEventListener?.("voiceschanged", onVoicesChanged);
    const timer =
      availability === "checking"
        ? window.setTimeout(() => {
            const found = hasEnglishVoice();
            hasWaitedInVain = !found;
            setAvailability(found ? "available" : "none");
          }, VOICE_WAIT_MS)
        : undefined;
    return () => {
      synthesis.removeEventListener?.("voiceschanged", onVoicesChanged);
      window.clearTimeout(timer);
    };
  }, [availability]);

  return availability;
}

import { useEffect, useState } from "react";
import { isSpeechSynthesisAvailable } from "./speak";

/**
 * How long to wait for the browser's voices: Chromium answers an empty list at first and fires
 * `voiceschanged` once they are loaded; a browser without any voice (headless Chromium, many Linux
 * desktops) never fires it, so silence this long means "no voice".
 */
export const VOICE_WAIT_MS = 1500;

export type EnglishVoices = { availability: "checking" | "available" | "none"; voices: SpeechSynthesisVoice[] };

const englishVoices = () =>
  isSpeechSynthesisAvailable() ? window.speechSynthesis.getVoices().filter((voice) => voice.lang.toLowerCase().startsWith("en")) : [];

/**
 * The browser's English voices, and whether it can read a listening text aloud at all: "none" without
 * speech synthesis or without an English voice (English in another language's voice would test the voice).
 */
export function useEnglishVoices(): EnglishVoices {
  const [state, setState] = useState<EnglishVoices>(() => {
    const voices = englishVoices();
    if (!isSpeechSynthesisAvailable()) return { availability: "none", voices };
    return { availability: voices.length > 0 ? "available" : "checking", voices };
  });

  useEffect(() => {
    if (!isSpeechSynthesisAvailable() || state.availability === "available") return;
    const synthesis = window.speechSynthesis;
    const onVoicesChanged = () => {
      const voices = englishVoices();
      if (voices.length > 0) setState({ availability: "available", voices });
    };
    synthesis.addEventListener?.("voiceschanged", onVoicesChanged);
    const timer =
      state.availability === "checking"
        ? window.setTimeout(() => {
            const voices = englishVoices();
            setState({ availability: voices.length > 0 ? "available" : "none", voices });
          }, VOICE_WAIT_MS)
        : undefined;
    return () => {
      synthesis.removeEventListener?.("voiceschanged", onVoicesChanged);
      window.clearTimeout(timer);
    };
  }, [state.availability]);

  return state;
}

// Speech for children (the home page's phonics demo and the phonics programme): the spec's settings,
// slower and a little higher for a single letter, so that young children hear the sound clearly.
import { translate } from "@/i18n/use-t";

export const LETTER_SPEECH = { rate: 0.7, pitch: 1.2 } as const;
export const DEMO_SPEECH = { rate: 0.8, pitch: 1.1 } as const;
export const SPEECH_LANG = "en-US";

const FEMALE_VOICE_NAME = /female|samantha|victoria|karen|zira|susan|fiona|moira|tessa/i;

// Cancelling the previous utterance (a child tapping letters quickly) ends it with these codes: that is
// us, not a broken audio setup, so it must not raise an error toast.
const SELF_INFLICTED_ERRORS = new Set(["interrupted", "canceled"]);

export function isSpeechAvailable() {
  return (
    typeof window.speechSynthesis === "object" && window.speechSynthesis !== null && typeof window.SpeechSynthesisUtterance === "function"
  );
}

/**
 * A female-sounding English voice when the device has one. A non-English voice would read "buh" with its
 * own accent, so without an English match the browser keeps its default voice for en-US.
 */
export function pickPreferredVoice(voices: readonly SpeechSynthesisVoice[]) {
  return voices.find((voice) => voice.lang.toLowerCase().startsWith("en") && FEMALE_VOICE_NAME.test(voice.name));
}

type SpeakOptions = {
  rate: number;
  pitch: number;
  /** 0 to 1 (the phonics volume slider); 1 when left out. */
  volume?: number;
  onStart?: () => void;
  /** Called with the SpeechSynthesisErrorEvent code, e.g. "audio-busy" or "not-allowed". */
  onError?: (code: string) => void;
};

/** Speaks `text` in place of anything still playing. Throws when the browser has no speech synthesis. */
export function speak(text: string, { rate, pitch, volume = 1, onStart, onError }: SpeakOptions) {
  if (!isSpeechAvailable()) throw new Error(translate("common.childSpeech.unsupported"));
  const synthesis = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG;
  utterance.rate = rate;
  utterance.pitch = pitch;
  utterance.volume = volume;
  const voice = pickPreferredVoice(synthesis.getVoices());
  if (voice) utterance.voice = voice;
  utterance.onstart = () => onStart?.();
  utterance.onerror = (event) => {
    if (!SELF_INFLICTED_ERRORS.has(event.error)) onError?.(event.error);
  };
  synthesis.cancel();
  synthesis.speak(utterance);
  return utterance;
}

/** What the speech engine is doing now, in words for the audio test. */
export function describeSpeechStatus(synthesis: SpeechSynthesis) {
  if (synthesis.speaking) return "speaking";
  if (synthesis.pending) return "waiting to speak";
  if (synthesis.paused) return "paused";
  return "idle";
}

// Speech synthesis for the listening exercises: British English when the device has a British voice,
// American English otherwise, a little slower than normal speech. jsdom (and some browsers) have none:
// callers check `isSpeechSynthesisAvailable()` and offer the text instead.
import { createContext } from "react";
import { DEFAULT_LISTENING_RATE, listeningRateForLevel } from "@shared/learning/listening-pace";

export const SPEECH_RATE = DEFAULT_LISTENING_RATE;

/** The listening pace of a course's level (decision 0056; the rule is shared with the placement test). */
export const speechRateForLevel = listeningRateForLevel;

/** The rate listening exercises speak at: a lesson or a test provides its course's (speechRateForLevel). */
export const SpeechRateContext = createContext(SPEECH_RATE);

// Cancelling the previous utterance (Play again) ends it with these codes: that is us, not a failure.
const SELF_INFLICTED_ERRORS = new Set(["interrupted", "canceled"]);

export function isSpeechSynthesisAvailable() {
  return (
    typeof window !== "undefined" &&
    typeof window.speechSynthesis === "object" &&
    window.speechSynthesis !== null &&
    typeof window.SpeechSynthesisUtterance === "function"
  );
}

const normaliseLang = (lang: string) => lang.replace("_", "-").toLowerCase();

/**
 * The voice and language to speak in: an en-GB voice when there is one; else en-US (with an en-US voice
 * when there is one). Before the browser has loaded its voices (an empty list) en-GB is asked for and the
 * browser picks the voice.
 */
export function chooseVoice(voices: readonly SpeechSynthesisVoice[]): { lang: "en-GB" | "en-US"; voice?: SpeechSynthesisVoice } {
  const british = voices.find((voice) => normaliseLang(voice.lang) === "en-gb");
  if (british) return { lang: "en-GB", voice: british };
  if (voices.length === 0) return { lang: "en-GB" };
  return { lang: "en-US", voice: voices.find((voice) => normaliseLang(voice.lang) === "en-us") };
}

type SpeakOptions = {
  /** The speech rate (1 is the voice's normal speed); SPEECH_RATE when not given. */
  rate?: number;
  /** A voice chosen by the caller (a dialogue's speaker) instead of chooseVoice's, and its pitch (1 is the voice's own). */
  voice?: SpeechSynthesisVoice;
  pitch?: number;
  onEnd?: () => void;
  /** Called with the SpeechSynthesisErrorEvent code, e.g. "audio-busy" or "not-allowed". */
  onError?: (code: string) => void;
};

/** Speaks `text` in place of anything still playing. Returns false when the browser cannot speak. */
export function speakText(text: string, { rate = SPEECH_RATE, voice: chosen, pitch, onEnd, onError }: SpeakOptions = {}): boolean {
  if (!isSpeechSynthesisAvailable()) return false;
  const synthesis = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  const { lang, voice } = chosen ? { lang: chosen.lang, voice: chosen } : chooseVoice(synthesis.getVoices());
  utterance.lang = lang;
  if (voice) utterance.voice = voice;
  utterance.rate = rate;
  if (pitch !== undefined) utterance.pitch = pitch;
  utterance.onend = () => onEnd?.();
  utterance.onerror = (event) => {
    if (!SELF_INFLICTED_ERRORS.has(event.error)) onError?.(event.error);
  };
  synthesis.cancel();
  synthesis.speak(utterance);
  return true;
}

/** Stops whatever is being spoken (an exercise left mid-sentence). */
export function stopSpeaking() {
  if (isSpeechSynthesisAvailable()) window.speechSynthesis.cancel();
}

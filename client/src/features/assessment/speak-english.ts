// Reading a listening item aloud: a British voice when the device has one, else any English voice.
// The rate is the item's level's pace, which the server sends with the item.

// Cancelling the previous utterance (Play again, leaving the item) ends it with these codes: that is us.
const SELF_INFLICTED_ERRORS = new Set(["interrupted", "canceled"]);

export function chooseEnglishVoice(voices: readonly SpeechSynthesisVoice[]) {
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace("_", "-").toLowerCase();
  return voices.find((voice) => lang(voice) === "en-gb") ?? voices.find((voice) => lang(voice).startsWith("en"));
}

type SpeakOptions = { rate: number; onEnd: () => void; onError: () => void };

/** Speaks `text` in place of anything still playing. */
export function speakEnglish(text: string, { rate, onEnd, onError }: SpeakOptions) {
  const synthesis = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = chooseEnglishVoice(synthesis.getVoices());
  utterance.lang = voice?.lang ?? "en-GB";
  if (voice) utterance.voice = voice;
  utterance.rate = rate;
  utterance.onend = onEnd;
  utterance.onerror = (event) => {
    if (!SELF_INFLICTED_ERRORS.has(event.error)) onError();
  };
  synthesis.cancel();
  synthesis.speak(utterance);
}

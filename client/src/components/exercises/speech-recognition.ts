// Speech recognition for the speaking exercises. Only some browsers have it (Chrome and Safari, the
// latter prefixed); jsdom has none. Callers check `isSpeechRecognitionAvailable()` and offer a text box.

export const RECOGNITION_LANG = "en-GB";

// The parts of the Web Speech API used here; TypeScript's DOM library does not declare them.
type RecognitionAlternative = { transcript: string; confidence?: number };
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<RecognitionAlternative>> };
type RecognitionErrorEvent = { error: string };

export type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
};

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;
type WindowWithRecognition = Window & {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const candidate = window as WindowWithRecognition;
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

export function isSpeechRecognitionAvailable() {
  return getSpeechRecognition() !== null;
}

/** The person refused the microphone (or the browser's policy did): only typing is left. */
export const PERMISSION_ERRORS: ReadonlySet<string> = new Set(["not-allowed", "service-not-allowed", "audio-capture"]);

type ListenOptions = {
  /** The recognised words and the engine's confidence (0-1; 0 when it gives none). */
  onTranscript: (transcript: string, confidence: number) => void;
  /** The SpeechRecognitionErrorEvent code: "not-allowed", "no-speech", "network", ... ("aborted" is not reported). */
  onError: (code: string) => void;
  onEnd: () => void;
  /** British English unless told (the phonics programme listens in en-US, as the spec says). */
  lang?: string;
};

/** Listens for one phrase (British English unless `lang` says otherwise). Returns a stop function, or null when there is no recognition. */
export function listenOnce({
  onTranscript,
  onError,
  onEnd,
  lang = RECOGNITION_LANG,
}: ListenOptions): { stop: () => void; abort: () => void } | null {
  const Recognition = getSpeechRecognition();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const results = Array.from(event.results);
    const transcript = results
      .map((result) => result[0]?.transcript ?? "")
      .join(" ")
      .trim();
    const confidence = results[0]?.[0]?.confidence ?? 0;
    if (transcript) onTranscript(transcript, confidence);
  };
  recognition.onerror = (event) => {
    if (event.error !== "aborted") onError(event.error);
  };
  recognition.onend = () => onEnd();
  try {
    recognition.start();
  } catch {
    // start() throws when recognition is already running or the page may not use it.
    onError("not-allowed");
    onEnd();
    return null;
  }
  return { stop: () => recognition.stop(), abort: () => recognition.abort() };
}

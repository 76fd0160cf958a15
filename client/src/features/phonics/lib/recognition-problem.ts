// Why voice recognition gave no words, named by its real cause: the browser's recognition service, the
// microphone, or silence. Chromium-family browsers without Google's service fail with "network", which is
// not the microphone's fault, so the message must not send a parent to the microphone settings.

export type RecognitionProblem = "unsupported" | "service" | "microphone-blocked" | "no-microphone" | "nothing-heard";

const SERVICE_ERRORS = new Set(["network", "service-not-allowed", "language-not-supported", "bad-grammar"]);

/** The problem behind a SpeechRecognition error code (see the Web Speech API's error codes). */
export function problemFromError(code: string): RecognitionProblem {
  if (SERVICE_ERRORS.has(code)) return "service";
  if (code === "not-allowed") return "microphone-blocked";
  if (code === "audio-capture") return "no-microphone";
  return "nothing-heard";
}

/** Catalogue ids, translated at render (the English keeps the spec's own words where they name the cause rightly). */
export const RECOGNITION_PROBLEM_MESSAGES: Record<RecognitionProblem, string> = {
  unsupported: "kids.recognition.unsupported",
  service: "kids.recognition.service",
  "microphone-blocked": "kids.recognition.microphoneBlocked",
  "no-microphone": "kids.recognition.noMicrophone",
  "nothing-heard": "kids.recognition.nothingHeard",
};

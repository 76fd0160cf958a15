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

export const RECOGNITION_PROBLEM_MESSAGES: Record<RecognitionProblem, string> = {
  // The spec's own words where they name the cause rightly.
  unsupported: "Voice recognition is not supported in your browser",
  service: "The browser's speech recognition service is not available here. Your microphone is not the problem.",
  "microphone-blocked":
    "Microphone Issue: the browser blocked the microphone for this page. Please check your microphone settings and try again.",
  "no-microphone":
    "Microphone Issue: no microphone was found, or another app is using it. Please check your microphone settings and try again.",
  "nothing-heard": "Nothing was heard. Try again a little closer to the microphone.",
};

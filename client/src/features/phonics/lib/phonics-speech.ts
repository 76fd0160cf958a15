import { toast } from "@/components/ui/use-toast";
import { isSpeechAvailable, LETTER_SPEECH, speak } from "@/lib/child-speech";

/** The programme listens in American English, as the spec says. */
export const PHONICS_RECOGNITION_LANG = "en-US";

/**
 * Says a sound or a word slowly for a child, at the volume chosen (0-1). Problems become the spec's
 * toasts: no speech in the browser, the engine's own error, or an exception.
 */
export function sayForChild(text: string, { volume = 1 }: { volume?: number } = {}) {
  if (!isSpeechAvailable()) {
    toast({ variant: "destructive", title: "Browser Not Supported", description: "Your browser doesn't support audio playback" });
    return;
  }
  try {
    speak(text, {
      ...LETTER_SPEECH,
      volume,
      onError: () => toast({ variant: "destructive", title: "Audio Issue", description: "Please try clicking the sound button again" }),
    });
  } catch {
    toast({ variant: "destructive", title: "Audio Error", description: "Unable to play audio. Please check your browser settings." });
  }
}

import { toast } from "@/components/ui/use-toast";
import { translate as t } from "@/i18n/use-t";
import { isSpeechAvailable, LETTER_SPEECH, speak } from "@/lib/child-speech";

/** The programme listens in American English, as the spec says. */
export const PHONICS_RECOGNITION_LANG = "en-US";

/**
 * Says a sound or a word slowly for a child, at the volume chosen (0-1). Problems become the spec's
 * toasts: no speech in the browser, the engine's own error, or an exception.
 */
export function sayForChild(text: string, { volume = 1 }: { volume?: number } = {}) {
  if (!isSpeechAvailable()) {
    toast({ variant: "destructive", title: t("kids.speech.unsupportedTitle"), description: t("kids.speech.unsupportedText") });
    return;
  }
  try {
    speak(text, {
      ...LETTER_SPEECH,
      volume,
      onError: () => toast({ variant: "destructive", title: t("kids.speech.issueTitle"), description: t("kids.speech.issueText") }),
    });
  } catch {
    toast({ variant: "destructive", title: t("kids.speech.errorTitle"), description: t("kids.speech.errorText") });
  }
}

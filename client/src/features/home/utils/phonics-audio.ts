import { toast } from "@/components/ui/use-toast";
import { translate as t } from "@/i18n/use-t";
import type { PhonicsLetter } from "../data/phonics-letters";
import { DEMO_SPEECH, describeSpeechStatus, LETTER_SPEECH, speak } from "@/lib/child-speech";

function showAudioError() {
  toast({ title: t("home.audio.error.title"), description: t("home.audio.error.description"), variant: "destructive" });
}

// What the speech engine is doing, as `describeSpeechStatus` names it, in the interface language.
const STATUS_IDS: Record<ReturnType<typeof describeSpeechStatus>, string> = {
  speaking: "home.audio.status.speaking",
  "waiting to speak": "home.audio.status.waiting",
  paused: "home.audio.status.paused",
  idle: "home.audio.status.idle",
};

/** Speaks one letter's sound, e.g. "B says buh". */
export function playLetterSound({ letter, sound }: PhonicsLetter) {
  try {
    speak(`${letter} says ${sound}`, { ...LETTER_SPEECH, onError: showAudioError });
    toast({ title: t("home.audio.playingSound.title"), description: t("home.audio.playingSound.description", { letter, sound }) });
  } catch {
    showAudioError();
  }
}

/** The short spoken lesson behind the demo button. */
export function playDemoLesson() {
  try {
    speak("A says ay. A is for Apple.", { ...DEMO_SPEECH, onError: showAudioError });
    toast({ title: t("home.audio.playingDemo.title"), description: t("home.audio.playingDemo.description") });
  } catch {
    showAudioError();
  }
}

/** A diagnosis for parents whose device stays silent: it reports each step instead of failing quietly. */
export function runAudioTest() {
  try {
    speak("Audio test. If you can hear this, your sound is working.", {
      ...DEMO_SPEECH,
      onStart: () => toast({ title: t("home.audio.test.title"), description: t("home.audio.test.speaking") }),
      onError: (code) =>
        toast({ title: t("home.audio.error.title"), description: t("home.audio.test.error", { code }), variant: "destructive" }),
    });
    const voiceCount = window.speechSynthesis.getVoices().length;
    const status = STATUS_IDS[describeSpeechStatus(window.speechSynthesis)];
    toast({
      title: t("home.audio.test.started"),
      description: t("home.audio.test.status", { count: voiceCount, status: t(status) }),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    toast({ title: t("home.audio.test.failed"), description: t("home.audio.test.failedDetail", { message }), variant: "destructive" });
  }
}

import { toast } from "@/components/ui/use-toast";
import type { PhonicsLetter } from "../data/phonics-letters";
import { DEMO_SPEECH, describeSpeechStatus, LETTER_SPEECH, speak } from "@/lib/child-speech";

function showAudioError() {
  toast({ title: "Audio Error", description: "Please check your browser's audio settings", variant: "destructive" });
}

/** Speaks one letter's sound, e.g. "B says buh". */
export function playLetterSound({ letter, sound }: PhonicsLetter) {
  try {
    speak(`${letter} says ${sound}`, { ...LETTER_SPEECH, onError: showAudioError });
    toast({ title: "Playing Sound", description: `${letter} says '${sound}'` });
  } catch {
    showAudioError();
  }
}

/** The short spoken lesson behind the demo button. */
export function playDemoLesson() {
  try {
    speak("A says ay. A is for Apple.", { ...DEMO_SPEECH, onError: showAudioError });
    toast({ title: "Playing Audio", description: "A says 'ay' - A is for Apple" });
  } catch {
    showAudioError();
  }
}

/** A diagnosis for parents whose device stays silent: it reports each step instead of failing quietly. */
export function runAudioTest() {
  try {
    speak("Audio test. If you can hear this, your sound is working.", {
      ...DEMO_SPEECH,
      onStart: () => toast({ title: "Audio Test", description: "Speech synthesis started successfully" }),
      onError: (code) => toast({ title: "Audio Error", description: `Speech synthesis error: ${code}`, variant: "destructive" }),
    });
    const voiceCount = window.speechSynthesis.getVoices().length;
    const status = describeSpeechStatus(window.speechSynthesis);
    toast({
      title: "Audio Test Started",
      description: `${voiceCount} ${voiceCount === 1 ? "voice" : "voices"} available. Status: ${status}.`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    toast({ title: "Test Failed", description: `Error: ${message}`, variant: "destructive" });
  }
}

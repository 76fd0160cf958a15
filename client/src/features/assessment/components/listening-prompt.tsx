import { Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { stopSpeaking } from "@/components/exercises/speak";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { speakEnglish } from "../speak-english";
import { useEnglishVoice } from "../use-english-voice";

/** As in a listening exam: the recording is heard twice, no more. */
export const MAX_PLAYS = 2;

/**
 * A listening item's recording: Play reads `say` aloud at the item's pace, twice at most. A browser with no
 * English voice (or one that fails to speak) shows the text instead, so the item can still be answered.
 */
export function ListeningPrompt({ say, rate, idPrefix }: { say: string; rate: number; idPrefix: string }) {
  const { t } = useT();
  const availability = useEnglishVoice();
  const [plays, setPlays] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  // Moving on to the next item must not leave the sentence playing over it.
  useEffect(() => stopSpeaking, []);

  function play() {
    setPlays((count) => count + 1);
    setIsPlaying(true);
    speakEnglish(say, {
      rate,
      onEnd: () => setIsPlaying(false),
      onError: () => {
        setIsPlaying(false);
        setHasFailed(true);
      },
    });
  }

  const box = "space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4";

  if (availability === "none" || hasFailed) {
    return (
      <div className={box}>
        <p className="text-sm text-slate-700">{t("assessment.listening.noVoice")}</p>
        <blockquote
          lang="en"
          className="rounded-lg border-l-4 border-brand-500 bg-white p-3 leading-relaxed whitespace-pre-line text-slate-900"
        >
          {say}
        </blockquote>
      </div>
    );
  }

  if (availability === "checking") {
    return (
      <p role="status" className={`${box} text-sm text-slate-600`}>
        {t("assessment.listening.gettingReady")}
      </p>
    );
  }

  const playsLeft = MAX_PLAYS - plays;
  const hint = isPlaying
    ? t("assessment.listening.playing")
    : playsLeft === MAX_PLAYS
      ? t("assessment.listening.hintFirst", { count: MAX_PLAYS })
      : playsLeft > 0
        ? t("assessment.listening.hintOnceMore")
        : t("assessment.listening.hintDone");

  return (
    <div className={`${box} flex flex-wrap items-center gap-3`}>
      <Button variant="secondary" onClick={play} disabled={playsLeft === 0 || isPlaying} aria-describedby={`${idPrefix}-listen-hint`}>
        <Volume2 aria-hidden="true" className="size-5" />
        {plays === 0 ? t("assessment.listening.play") : t("assessment.listening.playAgain")}
      </Button>
      <span id={`${idPrefix}-listen-hint`} aria-live="polite" className="text-sm text-slate-600">
        {hint}
      </span>
    </div>
  );
}

import { Eye, Volume2 } from "lucide-react";
import { useContext, useEffect, useState } from "react";
import { isSpeechSynthesisAvailable, speakText, SpeechRateContext, stopSpeaking } from "@/components/exercises/speak";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/**
 * A listening question's recording: Play speaks it at the course level's pace; a browser without speech
 * synthesis (or one that fails) offers the text instead, so the question can still be answered.
 */
export function ListenBox({ text, idPrefix }: { text: string; idPrefix: string }) {
  const { t } = useT();
  const rate = useContext(SpeechRateContext);
  const [canSpeak, setCanSpeak] = useState(isSpeechSynthesisAvailable);
  const [hasPlayed, setHasPlayed] = useState(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [showText, setShowText] = useState(false);

  useEffect(() => stopSpeaking, []);

  function play() {
    const started = speakText(text, {
      rate,
      onEnd: () => setIsPlaying(false),
      onError: () => {
        setIsPlaying(false);
        setCanSpeak(false);
      },
    });
    if (!started) return setCanSpeak(false);
    setHasPlayed(true);
    setIsPlaying(true);
  }

  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      {canSpeak ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={play} aria-describedby={`${idPrefix}-listen-hint`}>
            <Volume2 aria-hidden="true" className="size-5" />
            {hasPlayed ? t("learning.listen.playAgain") : t("learning.listen.play")}
          </Button>
          <span id={`${idPrefix}-listen-hint`} className="text-sm text-slate-600">
            {isPlaying ? t("learning.listen.playing") : t("learning.listen.hint")}
          </span>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-700">
            {t("learning.listen.noSpeech")}
          </p>
          {showText ? (
            <blockquote lang="en" className="rounded-lg border-l-4 border-brand-500 bg-white p-3 text-slate-900">
              {text}
            </blockquote>
          ) : (
            <Button variant="outline" onClick={() => setShowText(true)}>
              <Eye aria-hidden="true" className="size-4" />
              {t("learning.listen.showText")}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

import { Eye, Volume2 } from "lucide-react";
import { useContext, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { ChoiceGroup } from "./choice-group";
import { ExerciseForm } from "./exercise-form";
import { CHOOSE_AN_ANSWER } from "./multiple-choice-exercise";
import { isSpeechSynthesisAvailable, speakText, SpeechRateContext, stopSpeaking } from "./speak";
import type { ExerciseBodyProps } from "./types";

/** Listen, then answer: Play speaks the text; without speech synthesis the text can be shown instead. */
export function AudioExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"audio">) {
  const { t } = useT();
  const [answer, setAnswer] = useState<number | null>(null);
  const [canSpeak, setCanSpeak] = useState(isSpeechSynthesisAvailable);
  const [hasPlayed, setHasPlayed] = useState(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [showText, setShowText] = useState(false);
  const isChecked = feedback !== null;
  const rate = useContext(SpeechRateContext);

  // Leaving the exercise (next exercise, another page) must not leave the sentence playing.
  useEffect(() => stopSpeaking, []);

  function play() {
    const started = speakText(content.say, {
      rate,
      onEnd: () => setIsPlaying(false),
      onError: () => {
        setIsPlaying(false);
        setCanSpeak(false);
      },
    });
    if (!started) {
      setCanSpeak(false);
      return;
    }
    setHasPlayed(true);
    setIsPlaying(true);
  }

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (answer === null ? CHOOSE_AN_ANSWER : null)}
      onValid={() => onSubmit({ answer: answer! })}
    >
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        {canSpeak ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" variant="secondary" onClick={play} aria-describedby={`${idPrefix}-listen-hint`}>
              <Volume2 aria-hidden="true" className="size-5" />
              {hasPlayed ? t("common.audioExercise.playAgain") : t("common.audioExercise.play")}
            </Button>
            <span id={`${idPrefix}-listen-hint`} className="text-sm text-slate-600">
              {isPlaying ? t("common.audioExercise.playing") : t("common.audioExercise.listenHint")}
            </span>
          </div>
        ) : (
          <p aria-live="polite" className="text-sm text-slate-700">
            {t("common.audioExercise.cannotPlay")}
          </p>
        )}
        {/* Also after a check, so the student can read what they heard. */}
        {!canSpeak || isChecked ? (
          showText ? (
            <blockquote lang="en" className="rounded-lg border-l-4 border-brand-500 bg-white p-3 text-slate-900">
              {content.say}
            </blockquote>
          ) : (
            <Button variant="outline" onClick={() => setShowText(true)}>
              <Eye aria-hidden="true" className="size-4" />
              {t("common.audioExercise.showText")}
            </Button>
          )
        ) : null}
      </div>
      <ChoiceGroup
        name={`${idPrefix}-choice`}
        question={content.question}
        options={content.options}
        value={answer}
        onChange={setAnswer}
        feedback={feedback?.[0] ?? null}
        disabled={isChecked || isSubmitting}
      />
    </ExerciseForm>
  );
}

import { Check, RefreshCw, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import type { ExerciseBodyProps } from "./types";

/** One card at a time: Flip shows the back; "I knew it" or "Still learning" moves on; the last one sends. */
export function FlashcardExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"flashcard">) {
  const { t } = useT();
  const { cards } = content;
  const [index, setIndex] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const [known, setKnown] = useState<string[]>([]);
  const isDone = index >= cards.length;
  const card = cards[Math.min(index, cards.length - 1)];

  function answer(knewIt: boolean) {
    if (!card || isDone) return;
    const nextKnown = knewIt ? [...known, card.front] : known;
    setKnown(nextKnown);
    setIsFlipped(false);
    setIndex(index + 1);
    if (index + 1 >= cards.length) onSubmit({ known: nextKnown });
  }

  if (feedback !== null) return null;

  if (isDone || !card) {
    return (
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-center">
        <p className="font-semibold text-slate-900">{t("common.flashcardExercise.allDone", { count: cards.length })}</p>
        {/* Only reached again when sending failed: ExerciseView shows why; this sends the same answers again. */}
        <Button size="lg" onClick={() => onSubmit({ known })} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : <Check aria-hidden="true" className="size-5" />}
          {isSubmitting ? t("common.exercise.checking") : t("common.flashcardExercise.save")}
        </Button>
      </div>
    );
  }

  const counterId = `${idPrefix}-card-counter`;
  return (
    <div className="space-y-4">
      <p id={counterId} aria-live="polite" className="text-sm font-semibold text-slate-600">
        {t("common.flashcardExercise.counter", { number: index + 1, count: cards.length })}
      </p>
      <section
        aria-labelledby={counterId}
        className={cn(
          "flex min-h-44 flex-col items-center justify-center gap-3 rounded-2xl border-2 p-6 text-center transition-colors",
          isFlipped ? "border-brand-300 bg-brand-50" : "border-slate-200 bg-white",
        )}
      >
        <p lang="en" className="text-2xl font-bold break-words text-slate-900">
          {card.front}
        </p>
        {isFlipped ? (
          <p lang="en" aria-live="polite" className="text-lg break-words text-slate-700">
            {card.back}
          </p>
        ) : null}
      </section>
      <div className="grid gap-3 sm:grid-cols-3">
        <Button size="lg" variant="outline" onClick={() => setIsFlipped((flipped) => !flipped)} aria-pressed={isFlipped}>
          <RefreshCw aria-hidden="true" className="size-5" />
          {t("common.flashcardExercise.flip")}
        </Button>
        <Button size="lg" onClick={() => answer(true)}>
          <Check aria-hidden="true" className="size-5" />
          {t("common.flashcardExercise.knewIt")}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => answer(false)}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t("common.flashcardExercise.stillLearning")}
        </Button>
      </div>
    </div>
  );
}

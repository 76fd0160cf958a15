import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useRef, useState } from "react";
import type { StudentExercise, UserAnswers } from "@shared/api/learning";
import { ExerciseView } from "@/components/exercises/exercise-view";
import type { ExerciseGrade } from "@/components/exercises/types";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { BeginnerInstructions } from "./beginner-instructions";

type LessonExercisesProps = {
  exercises: StudentExercise[];
  /** `timeSpent`: whole seconds since the exercise was shown (or since its last attempt). */
  onSubmit: (exercise: StudentExercise, userAnswers: UserAnswers, timeSpent: number) => Promise<ExerciseGrade>;
  /** The course's level ("A1-A2"), when known: beginners may see the instructions in their own language. */
  courseLevel?: string;
};

const MAX_TIME_SPENT = 86_400;

/** Where a student coming back starts: the first exercise not yet passed, else the first. */
const firstOpenIndex = (exercises: StudentExercise[]) =>
  Math.max(
    0,
    exercises.findIndex((exercise) => !exercise.best?.passed),
  );

/** The lesson's exercises one at a time: a numbered list with ticks, the exercise, Previous and Next exercise. */
export function LessonExercises({ exercises, onSubmit, courseLevel }: LessonExercisesProps) {
  const { t } = useT();
  const [index, setIndex] = useState(() => firstOpenIndex(exercises));
  const counter = useRef<HTMLParagraphElement>(null);
  const shownAt = useRef(Date.now());
  const current = exercises[Math.min(index, exercises.length - 1)];

  if (!current) {
    return (
      <section aria-labelledby="lesson-exercises" className="space-y-3">
        <h2 id="lesson-exercises" className="text-xl font-semibold text-slate-900">
          {t("learning.exercises.title")}
        </h2>
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t("learning.exercises.none")}
        </p>
      </section>
    );
  }
  const position = Math.min(index, exercises.length - 1);

  function goTo(next: number) {
    setIndex(next);
    shownAt.current = Date.now();
    // The counter names where the student is now; focus there so the keyboard starts at the new exercise.
    requestAnimationFrame(() => counter.current?.focus());
  }

  async function submit(exercise: StudentExercise, userAnswers: UserAnswers) {
    const timeSpent = Math.min(MAX_TIME_SPENT, Math.max(0, Math.round((Date.now() - shownAt.current) / 1000)));
    const result = await onSubmit(exercise, userAnswers, timeSpent);
    shownAt.current = Date.now();
    return result;
  }

  return (
    <section aria-labelledby="lesson-exercises" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lesson-exercises" className="text-xl font-semibold text-slate-900">
          {t("learning.exercises.title")}
        </h2>
        <nav aria-label={t("learning.exercises.list")}>
          <ol className="flex flex-wrap gap-2">
            {exercises.map((exercise, exerciseIndex) => {
              const isCurrent = exerciseIndex === position;
              const isPassed = exercise.best?.passed === true;
              return (
                <li key={exercise.id}>
                  <button
                    type="button"
                    onClick={() => goTo(exerciseIndex)}
                    aria-current={isCurrent ? "step" : undefined}
                    aria-label={
                      isPassed
                        ? t("learning.exercises.itemCompleted", { number: exerciseIndex + 1, title: exercise.title })
                        : t("learning.exercises.item", { number: exerciseIndex + 1, title: exercise.title })
                    }
                    className={cn(
                      "relative flex size-11 items-center justify-center rounded-full border text-sm font-semibold transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
                      isCurrent ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                      isPassed && !isCurrent && "border-emerald-600 bg-emerald-50 text-emerald-800",
                    )}
                  >
                    {isPassed ? <Check aria-hidden="true" className="size-5" /> : exerciseIndex + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>

      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p ref={counter} tabIndex={-1} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t("learning.exercises.counter", { number: position + 1, total: exercises.length })}
        </p>
        <BeginnerInstructions type={current.content.type} courseLevel={courseLevel} />
        <ExerciseView key={current.id} exercise={current} onSubmit={(userAnswers) => submit(current, userAnswers)} />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => goTo(position - 1)} disabled={position === 0}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("learning.exercises.previous")}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => goTo(position + 1)} disabled={position === exercises.length - 1}>
          {t("learning.exercises.next")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </section>
  );
}

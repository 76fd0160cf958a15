import { CircleCheck } from "lucide-react";
import { Fragment, useState } from "react";
import { BLANK } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { ExerciseForm } from "./exercise-form";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when Check answer is pressed with every blank empty. */
export const FILL_IN_A_BLANK = "common.exercise.fillInBlanks";

/**
 * The text with an input in place of each ___, each labelled "Blank 1", "Blank 2", ... After a check each
 * blank is marked right or wrong in place, a wrong one followed by the expected word.
 */
export function FillInBlankExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"fill_in_blank">) {
  const { t } = useT();
  const parts = content.text.split(BLANK);
  const blankCount = parts.length - 1;
  const [answers, setAnswers] = useState<string[]>(() => Array.from({ length: blankCount }, () => ""));
  const isChecked = feedback !== null;

  const update = (index: number, value: string) => setAnswers((previous) => previous.map((answer, i) => (i === index ? value : answer)));

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (answers.every((answer) => answer.trim() === "") ? FILL_IN_A_BLANK : null)}
      onValid={() => onSubmit({ answers: answers.map((answer) => answer.trim()) })}
    >
      <fieldset disabled={isChecked || isSubmitting} className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-slate-600">{t("common.fillInBlankExercise.instructions")}</legend>
        <p className="text-lg leading-[2.75rem] whitespace-pre-wrap text-slate-900">
          {parts.map((part, index) => {
            const item = feedback?.[index];
            return (
              <Fragment key={index}>
                <span lang="en">{part}</span>
                {index < blankCount ? (
                  <input
                    type="text"
                    aria-label={t("common.fillInBlankExercise.blank", { number: index + 1 })}
                    value={answers[index] ?? ""}
                    onChange={(event) => update(index, event.target.value)}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    aria-invalid={item ? !item.isCorrect : undefined}
                    className={cn(
                      "mx-1 inline-block h-11 w-36 max-w-full rounded-lg border border-slate-300 bg-white px-3 align-middle text-base text-slate-900",
                      "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-(--focus-ring)",
                      "disabled:bg-slate-50",
                      item?.isCorrect && "border-emerald-600 bg-emerald-50 disabled:bg-emerald-50",
                      item && !item.isCorrect && "border-red-600 bg-red-50 disabled:bg-red-50",
                    )}
                  />
                ) : null}
                {/* A wrong blank shows the expected word right after it: the one place this answer is marked. */}
                {index < blankCount && item && !item.isCorrect ? (
                  <span className="mr-1 inline-flex items-center gap-1 rounded-lg bg-emerald-50 px-2 align-middle text-base font-semibold text-emerald-800">
                    <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{t("common.exerciseFeedback.correctAnswer")} </span>
                    <span lang="en">{item.expected}</span>
                  </span>
                ) : null}
              </Fragment>
            );
          })}
        </p>
      </fieldset>
    </ExerciseForm>
  );
}

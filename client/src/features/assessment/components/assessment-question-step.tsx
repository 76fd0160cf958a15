import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import type { Ref } from "react";
import type { AssessmentQuestion } from "@shared/assessment";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/utils";
import { AssessmentProgress } from "./assessment-progress";

const TYPE_LABELS: Record<AssessmentQuestion["type"], string> = {
  reading: "Reading",
  grammar: "Grammar",
  vocabulary: "Vocabulary",
};

const OPTION_LETTERS = ["A", "B", "C", "D"];

type AssessmentQuestionStepProps = {
  question: AssessmentQuestion;
  index: number;
  total: number;
  answer: number | null;
  isAnswerMissing: boolean;
  isSubmitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSelect: (option: number) => void;
  onNext: () => void;
  onPrevious: () => void;
};

export function AssessmentQuestionStep({
  question,
  index,
  total,
  answer,
  isAnswerMissing,
  isSubmitting,
  headingRef,
  onSelect,
  onNext,
  onPrevious,
}: AssessmentQuestionStepProps) {
  const isLast = index === total - 1;
  const headingId = `assessment-question-${question.id}`;

  return (
    // A form so that Enter on a chosen option moves on, as it would in any other form.
    <form
      noValidate
      aria-labelledby={headingId}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-sm font-semibold text-slate-600 focus:outline-none">
            Question {index + 1} of {total}
          </h2>
          <span className="rounded-full bg-accent-400/20 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase">
            {TYPE_LABELS[question.type]}
          </span>
        </div>
        <AssessmentProgress index={index} total={total} />
      </div>

      {question.passage ? (
        <blockquote className="rounded-r-xl border-l-4 border-brand-500 bg-brand-50/70 p-4 leading-relaxed text-slate-800 sm:p-5">
          {question.passage}
        </blockquote>
      ) : null}

      {/* Disabled while the answers are being sent, so nothing changes under the request. */}
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
        <legend className="mb-4 text-lg font-semibold text-balance text-slate-900 sm:text-xl">{question.question}</legend>
        <div className={cn("grid gap-3 rounded-2xl transition-shadow", isAnswerMissing && "ring-2 ring-red-300 ring-offset-4")}>
          {question.options.map((option, optionIndex) => (
            <label
              key={option}
              className={cn(
                "relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-slate-800 transition-colors sm:p-4",
                "hover:border-brand-300 hover:bg-brand-50/50",
                "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)",
                "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70",
              )}
            >
              {/* The native radio keeps arrow keys, Tab and screen readers working; the letter is its look. */}
              <input
                type="radio"
                name={`question-${question.id}`}
                value={optionIndex}
                checked={answer === optionIndex}
                onChange={() => onSelect(optionIndex)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-slate-600 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white"
              >
                {OPTION_LETTERS[optionIndex]}
              </span>
              <span className="min-w-0 break-words">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
        {index > 0 ? (
          <Button variant="outline" onClick={onPrevious} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        <SubmitButton isBusy={isSubmitting} busyLabel="Processing..." className="min-w-28">
          {isLast ? "Submit" : "Next"}
          {isLast ? <Check aria-hidden="true" className="size-4" /> : <ArrowRight aria-hidden="true" className="size-4" />}
        </SubmitButton>
      </div>
    </form>
  );
}

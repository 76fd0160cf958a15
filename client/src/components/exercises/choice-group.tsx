import { CircleCheck, CircleX } from "lucide-react";
import type { FeedbackItem } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

const OPTION_LETTERS = "ABCDEF";

type ChoiceGroupProps = {
  name: string;
  question: string;
  options: string[];
  value: number | null;
  onChange: (index: number) => void;
  /** After a check: the chosen option is marked right or wrong, the expected one right. */
  feedback: FeedbackItem | null;
  disabled: boolean;
};

/**
 * Native radios in a fieldset: arrow keys move between options, Tab leaves the group, screen readers
 * read the question as the group's name. The letter circle is only their look.
 */
export function ChoiceGroup({ name, question, options, value, onChange, feedback, disabled }: ChoiceGroupProps) {
  const { t } = useT();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend lang="en" className="mb-4 text-lg font-semibold text-balance text-slate-900">
        {question}
      </legend>
      <div className="grid gap-3">
        {options.map((option, index) => {
          const isChosen = value === index;
          const isExpected = feedback !== null && option === feedback.expected;
          const isWrongChoice = feedback !== null && isChosen && !feedback.isCorrect;
          return (
            <label
              key={`${index}-${option}`}
              className={cn(
                "relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-slate-800 transition-colors sm:p-4",
                "has-[:enabled]:hover:border-brand-300 has-[:enabled]:hover:bg-brand-50/50",
                "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)",
                "has-[:disabled]:cursor-default",
                isExpected && "border-emerald-600 bg-emerald-50 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50",
                isWrongChoice && "border-red-600 bg-red-50 has-[:checked]:border-red-600 has-[:checked]:bg-red-50",
              )}
            >
              <input type="radio" name={name} value={index} checked={isChosen} onChange={() => onChange(index)} className="peer sr-only" />
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-slate-600 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white"
              >
                {OPTION_LETTERS[index] ?? index + 1}
              </span>
              <span lang="en" className="min-w-0 flex-1 break-words">
                {option}
              </span>
              {/* A space, so that the option and its mark are two words to a screen reader ("Hello Right answer"). */}{" "}
              {isExpected ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-emerald-800">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  <span className="sr-only sm:not-sr-only">{t("common.exercise.rightAnswer")}</span>
                </span>
              ) : null}
              {isWrongChoice ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-red-800">
                  <CircleX aria-hidden="true" className="size-5" />
                  <span className="sr-only sm:not-sr-only">{t("common.exercise.yourAnswer")}</span>
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

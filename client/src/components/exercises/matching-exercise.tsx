import { CircleCheck, CircleX } from "lucide-react";
import { useState } from "react";
import type { FeedbackItem } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { ExerciseForm } from "./exercise-form";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when Check answer is pressed with an item left unmatched. */
export const MATCH_EVERY_ITEM = "common.exercise.matchEveryItem";

type MatchChoicesProps = {
  name: string;
  left: string;
  rights: string[];
  value: string;
  onChange: (right: string) => void;
  /** After a check: the chosen match is marked right or wrong, the expected one right. */
  item: FeedbackItem | undefined;
};

/**
 * One item and its possible matches as radio buttons that wrap onto as many lines as the text needs
 * (a select cut long answers off, worst on a phone). Arrow keys move within the item, Tab to the next.
 */
function MatchChoices({ name, left, rights, value, onChange, item }: MatchChoicesProps) {
  const { t } = useT();
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <legend lang="en" className="float-left mb-3 w-full text-base font-semibold break-words text-slate-900">
        {left}
      </legend>
      <div className="clear-left flex flex-wrap gap-2">
        {rights.map((right) => {
          const isChosen = value === right;
          const isExpected = item !== undefined && right === item.expected;
          const isWrongChoice = item !== undefined && isChosen && !item.isCorrect;
          return (
            <label
              key={right}
              className={cn(
                "flex max-w-full min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800 transition-colors",
                "has-[:enabled]:hover:border-brand-300 has-[:enabled]:hover:bg-brand-50/50",
                "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)",
                "has-[:disabled]:cursor-default",
                isExpected && "border-emerald-600 bg-emerald-50 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50",
                isWrongChoice && "border-red-600 bg-red-50 has-[:checked]:border-red-600 has-[:checked]:bg-red-50",
              )}
            >
              <input type="radio" name={name} value={right} checked={isChosen} onChange={() => onChange(right)} className="sr-only" />
              <span lang="en" className="min-w-0 break-words">
                {right}
              </span>
              {/* A space, so that the option and its mark are two words to a screen reader ("Hello Right answer"). */}{" "}
              {isExpected ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-emerald-800">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("common.exercise.rightAnswer")}</span>
                </span>
              ) : null}
              {isWrongChoice ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-red-800">
                  <CircleX aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("common.exercise.yourAnswer")}</span>
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Each item with its possible matches to choose from; after a check each pair is marked in place. */
export function MatchingExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"matching">) {
  // By position, not an object keyed by the text: a left item such as "constructor" must not read Object.prototype.
  const { t } = useT();
  const [chosen, setChosen] = useState<string[]>(() => content.lefts.map(() => ""));
  const isChecked = feedback !== null;
  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (chosen.some((right) => !right) ? MATCH_EVERY_ITEM : null)}
      onValid={() => onSubmit({ matches: Object.fromEntries(content.lefts.map((left, index) => [left, chosen[index] ?? ""])) })}
    >
      <fieldset disabled={isChecked || isSubmitting} className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-slate-600">{t("common.matchingExercise.instructions")}</legend>
        <div className="space-y-3">
          {content.lefts.map((left, index) => (
            <MatchChoices
              key={left}
              name={`${idPrefix}-match-${index}`}
              left={left}
              rights={content.rights}
              value={chosen[index] ?? ""}
              onChange={(right) => setChosen((previous) => previous.map((value, i) => (i === index ? right : value)))}
              item={feedback?.find((candidate) => candidate.label === left)}
            />
          ))}
        </div>
      </fieldset>
    </ExerciseForm>
  );
}

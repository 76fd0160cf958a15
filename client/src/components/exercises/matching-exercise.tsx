import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { ExerciseForm } from "./exercise-form";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when Check answer is pressed with an item left unmatched. */
export const MATCH_EVERY_ITEM = "common.exercise.matchEveryItem";

/** Each left item with a select of the right items: the keyboard and phone pickers work as they are. */
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
        <ul className="space-y-3">
          {content.lefts.map((left, index) => {
            const id = `${idPrefix}-match-${index}`;
            const item = feedback?.find((candidate) => candidate.label === left);
            return (
              <li
                key={left}
                className={cn(
                  "grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 sm:items-center sm:gap-4",
                  item?.isCorrect && "border-emerald-600 bg-emerald-50",
                  item && !item.isCorrect && "border-red-600 bg-red-50",
                )}
              >
                <Label htmlFor={id} lang="en" className="text-base font-semibold break-words text-slate-900">
                  {left}
                </Label>
                <Select
                  id={id}
                  value={chosen[index] ?? ""}
                  onChange={(event) => {
                    const right = event.target.value;
                    setChosen((previous) => previous.map((value, i) => (i === index ? right : value)));
                  }}
                  placeholder={t("common.matchingExercise.chooseMatch")}
                  options={content.rights}
                  aria-invalid={item ? !item.isCorrect : undefined}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
    </ExerciseForm>
  );
}

import { AlertCircle, ArrowRight } from "lucide-react";
import { useState, type Ref } from "react";
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS, type PlacementItemView } from "@shared/api/placement";
import type { PlacementSkill } from "@shared/placement/item-schema";
import { SubmitButton } from "@/components/ui/submit-button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { ListeningPrompt } from "./listening-prompt";
import { TimeLeft } from "./time-left";

const SKILL_LABEL_IDS: Record<PlacementSkill, string> = {
  grammar: "assessment.skill.grammar",
  vocabulary: "assessment.skill.vocabulary",
  reading: "assessment.skill.reading",
  listening: "assessment.skill.listening",
};

const OPTION_LETTERS = ["A", "B", "C", "D"];

type PlacementItemStepProps = {
  item: PlacementItemView;
  endsAt: string;
  isSubmitting: boolean;
  /** Why the last answer was not taken (the server's words), shown above the item. */
  notice: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (answer: number) => void;
  onTimeUp: () => void;
};

/**
 * One item of the adaptive test. There is no "of N" and no progress bar: the test ends when the level is
 * known, after 12 to 30 items, so any total shown would be made up. There is no Previous either: each
 * answer has already chosen the next item.
 */
export function PlacementItemStep({ item, endsAt, isSubmitting, notice, headingRef, onAnswer, onTimeUp }: PlacementItemStepProps) {
  const { t } = useT();
  const [answer, setAnswer] = useState<number | null>(null);
  const headingId = `placement-item-${item.id}`;

  return (
    // A form so that Enter on a chosen option moves on, as it would in any other form.
    <form
      noValidate
      aria-labelledby={headingId}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer !== null && !isSubmitting) onAnswer(answer);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-100 pb-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            {t("assessment.item.heading", { number: item.position })}
          </h2>
          <span className="text-sm text-slate-600">
            {t("assessment.questionRange", { min: PLACEMENT_MIN_ITEMS, max: PLACEMENT_MAX_ITEMS })}
          </span>
        </div>
        <TimeLeft endsAt={endsAt} onExpired={onTimeUp} />
      </div>

      {notice ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}

      <span className="inline-block rounded-full bg-accent-400/20 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase">
        {t(SKILL_LABEL_IDS[item.skill])}
      </span>

      {item.passage ? (
        <blockquote
          lang="en"
          className="rounded-r-xl border-l-4 border-brand-500 bg-brand-50/70 p-4 leading-relaxed whitespace-pre-line text-slate-800 sm:p-5"
        >
          {item.passage}
        </blockquote>
      ) : null}

      {item.say ? <ListeningPrompt key={item.id} say={item.say} rate={item.speechRate ?? 1} idPrefix={headingId} /> : null}

      {/* Disabled while the answer is being sent, so nothing changes under the request. */}
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
        <legend lang="en" className="mb-4 text-lg font-semibold text-balance text-slate-900 sm:text-xl">
          {item.question}
        </legend>
        <div className="grid gap-3">
          {item.options.map((option, optionIndex) => (
            <label
              key={optionIndex}
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
                name={`placement-item-${item.id}`}
                value={optionIndex}
                checked={answer === optionIndex}
                onChange={() => setAnswer(optionIndex)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-slate-600 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white"
              >
                {OPTION_LETTERS[optionIndex]}
              </span>
              <span lang="en" className="min-w-0 break-words">
                {option}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{answer === null ? t("assessment.item.chooseAnswer") : t("assessment.item.noGoingBack")}</p>
        <SubmitButton isBusy={isSubmitting} busyLabel={t("assessment.item.sending")} disabled={answer === null} className="min-w-28">
          {t("assessment.item.next")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SubmitButton>
      </div>
    </form>
  );
}

import { CircleCheck, CircleX } from "lucide-react";
import type { ExerciseType, FeedbackItem } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

// Message ids of the two lines' names ("Your answer:", "Correct answer:").
const WORDS: Partial<Record<ExerciseType, { given: string; expected: string; alwaysShowExpected?: boolean }>> = {
  speaking: { given: "common.exerciseFeedback.weHeard", expected: "common.exerciseFeedback.thePhrase" },
  flashcard: { given: "common.exerciseFeedback.youSaid", expected: "common.exerciseFeedback.backOfCard", alwaysShowExpected: true },
};
const DEFAULT_WORDS = {
  given: "common.exerciseFeedback.yourAnswer",
  expected: "common.exerciseFeedback.correctAnswer",
  alwaysShowExpected: false,
};

/** Each item of a checked attempt: right or wrong, what was given, and what was expected when wrong. */
export function ExerciseFeedback({ type, feedback }: { type: ExerciseType; feedback: FeedbackItem[] }) {
  const { t } = useT();
  const words = { ...DEFAULT_WORDS, ...WORDS[type] };
  return (
    <ul className="space-y-2">
      {feedback.map((item, index) => (
        <li
          key={`${index}-${item.label}`}
          className={cn(
            "flex gap-3 rounded-xl border p-3 text-sm",
            item.isCorrect ? "border-emerald-200 bg-emerald-50 text-emerald-950" : "border-red-200 bg-red-50 text-red-950",
          )}
        >
          {item.isCorrect ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <div className="min-w-0 space-y-0.5 break-words">
            <p className="font-semibold">
              <span className="sr-only">{t(item.isCorrect ? "common.exerciseFeedback.right" : "common.exerciseFeedback.wrong")} </span>
              <span lang="en">{item.label}</span>
            </p>
            <p>
              {t(words.given)}{" "}
              {item.given ? (
                <span lang="en" className="font-medium">
                  {item.given}
                </span>
              ) : (
                <span className="font-medium">{t("common.exerciseFeedback.noAnswer")}</span>
              )}
            </p>
            {!item.isCorrect || words.alwaysShowExpected ? (
              <p>
                {t(words.expected)}{" "}
                <span lang="en" className="font-semibold">
                  {item.expected}
                </span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

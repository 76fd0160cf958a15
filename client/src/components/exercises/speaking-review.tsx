import { CircleCheck, CircleDashed } from "lucide-react";
import { useId } from "react";
import type { FeedbackItem } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { ModelAnswer } from "./writing-review";

type SpeakingReviewProps = {
  minSeconds: number;
  /** The grade's items: the answer's length first, then each checklist point (ticked or not). */
  feedback: FeedbackItem[];
  modelAnswer: string;
};

/** After a speaking task: whether the answer was long enough, the points the learner ticked, and a model answer to compare. */
export function SpeakingReview({ minSeconds, feedback, modelAnswer }: SpeakingReviewProps) {
  const { t } = useT();
  const headingId = useId();
  const [length, ...points] = feedback;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("learning.speakingReview.title")}
      </h4>
      {length ? (
        <p className={length.isCorrect ? "text-emerald-900" : "font-medium text-amber-900"}>
          {length.isCorrect
            ? t("learning.speakingReview.longEnough", { count: minSeconds })
            : t("learning.speakingReview.tooShort", { count: minSeconds })}
        </p>
      ) : null}
      {points.length > 0 ? (
        <div className="space-y-2">
          <h5 className="font-semibold text-slate-900">{t("learning.speakingReview.yourChecklist")}</h5>
          <ul className="space-y-1.5">
            {points.map((point, index) => (
              <li key={index} className="flex items-start gap-2 text-slate-800">
                {point.isCorrect ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                ) : (
                  <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                )}
                <span className="sr-only">
                  {point.isCorrect ? t("learning.speakingReview.ticked") : t("learning.speakingReview.notTicked")}{" "}
                </span>
                <span lang="en">{point.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ModelAnswer text={modelAnswer} />
      <p className="text-sm text-slate-600">{t("learning.speakingReview.compare")}</p>
    </section>
  );
}

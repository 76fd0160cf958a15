import { CircleAlert, CircleCheck, FileCheck2, Repeat, SpellCheck } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { RubricCriterion, RubricRow, WritingFeedback } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { lengthBandOf } from "./word-count-line";

const CRITERION_LABEL_IDS: Record<RubricCriterion, string> = {
  task: "learning.rubric.task",
  organisation: "learning.rubric.organisation",
  range: "learning.rubric.range",
  accuracy: "learning.rubric.accuracy",
};

/** The four criteria a teacher marks a text by (their names translated, the descriptors in English). */
export function RubricList({ rubric }: { rubric: RubricRow[] }) {
  const { t } = useT();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rubric.map((row) => (
        <div key={row.criterion} className="rounded-lg bg-slate-50 p-3">
          <dt className="font-semibold text-slate-900">{t(CRITERION_LABEL_IDS[row.criterion])}</dt>
          <dd lang="en" className="mt-1 text-sm text-slate-700">
            {row.descriptor}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Check({ isOk, icon, title, children }: { isOk: boolean; icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <li className={cn("flex gap-3 rounded-xl border p-3", isOk ? "border-emerald-200 bg-emerald-50" : "border-amber-300 bg-amber-50")}>
      <span className={cn("mt-0.5 shrink-0", isOk ? "text-emerald-700" : "text-amber-700")}>{icon}</span>
      <div className="min-w-0 flex-1 space-y-1 break-words">
        <p className="font-semibold text-slate-900">
          {title}
          <span className="sr-only"> {isOk ? t("learning.writingReview.fine") : t("learning.writingReview.toLookAt")}</span>
        </p>
        {children}
      </div>
      {isOk ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
      ) : (
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      )}
    </li>
  );
}

type WritingReviewProps = {
  writing: WritingFeedback | null;
  rubric: RubricRow[];
  /** Null where the model answer is kept back (a final assessment's task, asked again at the next attempt). */
  modelAnswer: string | null;
  /** The admin preview checks in the browser, without the server's dictionary: it says so instead of "no mistakes". */
  isSpellingChecked?: boolean;
};

/**
 * The automatic feedback on a handed-in text: its length against the task, words to check the spelling of
 * (with suggestions), words used very often, then how a teacher marks it and the model answer; and that
 * the text is kept for the teacher.
 */
export function WritingReview({ writing, rubric, modelAnswer, isSpellingChecked = true }: WritingReviewProps) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("learning.writingReview.title")}
      </h4>
      {writing ? (
        <ul className="space-y-3">
          <Check
            isOk={lengthBandOf(writing.wordCount, writing.minWords, writing.maxWords) === "within"}
            icon={<FileCheck2 aria-hidden="true" className="size-5" />}
            title={t("learning.writingReview.length")}
          >
            <p className="text-slate-800">
              {t("learning.writingReview.lengthText", { count: writing.wordCount, min: writing.minWords, max: writing.maxWords })}
            </p>
          </Check>
          <Check
            isOk={!isSpellingChecked || writing.misspelled.length === 0}
            icon={<SpellCheck aria-hidden="true" className="size-5" />}
            title={t("learning.writingReview.spelling")}
          >
            {!isSpellingChecked ? (
              <p className="text-slate-800">{t("learning.writingReview.spellingOnServer")}</p>
            ) : writing.misspelled.length === 0 ? (
              <p className="text-slate-800">{t("learning.writingReview.noSpelling")}</p>
            ) : (
              <>
                <p className="text-slate-800">{t("learning.writingReview.checkSpelling", { count: writing.misspelled.length })}</p>
                <ul className="space-y-1">
                  {writing.misspelled.map((item) => (
                    <li key={item.word} className="text-slate-800">
                      <span
                        lang="en"
                        className="font-semibold text-red-800 underline decoration-red-500 decoration-wavy underline-offset-4"
                      >
                        {item.word}
                      </span>{" "}
                      {item.suggestions.length > 0 ? (
                        <>
                          <span className="text-slate-600">{t("learning.writingReview.didYouMean")}</span>{" "}
                          <span lang="en" className="font-medium">
                            {item.suggestions.join(", ")}
                          </span>
                        </>
                      ) : (
                        <span className="text-slate-600">{t("learning.writingReview.noSuggestion")}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Check>
          {isSpellingChecked ? (
            <Check
              isOk={writing.repeated.length === 0}
              icon={<Repeat aria-hidden="true" className="size-5" />}
              title={t("learning.writingReview.repeated")}
            >
              {writing.repeated.length === 0 ? (
                <p className="text-slate-800">{t("learning.writingReview.noRepeated")}</p>
              ) : (
                <>
                  <p className="text-slate-800">{t("learning.writingReview.repeatedText")}</p>
                  <ul className="flex flex-wrap gap-2">
                    {writing.repeated.map((item) => (
                      <li key={item.word} className="rounded-full bg-white px-3 py-1 text-sm ring-1 ring-amber-300">
                        <span lang="en" className="font-semibold">
                          {item.word}
                        </span>{" "}
                        {t("learning.writingReview.times", { count: item.count })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Check>
          ) : null}
        </ul>
      ) : null}
      <div className="space-y-2">
        <h5 className="font-semibold text-slate-900">{t("learning.writingTask.howMarked")}</h5>
        <RubricList rubric={rubric} />
      </div>
      {modelAnswer !== null ? <ModelAnswer text={modelAnswer} /> : null}
      <p className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">{t("learning.writingReview.keptForTeacher")}</p>
    </section>
  );
}

/** A model answer to compare with, in paragraphs. */
export function ModelAnswer({ text }: { text: string }) {
  const { t } = useT();
  return (
    <div className="space-y-2">
      <h5 className="font-semibold text-slate-900">{t("learning.review.modelAnswer")}</h5>
      <div
        lang="en"
        className="space-y-2 rounded-xl border-l-4 border-brand-500 bg-slate-50 p-4 leading-relaxed break-words text-slate-900"
      >
        {text
          .split(/\n\s*\n/)
          .filter((part) => part.trim())
          .map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
      </div>
    </div>
  );
}

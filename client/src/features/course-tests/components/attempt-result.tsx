import { translateContent } from "@/i18n/content-text";
import { Award, CircleCheck, CircleX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { FINAL_PASS_PERCENT, type AttemptResult as Result, type CourseTestAttempt } from "@shared/api/course-tests";
import { WritingReview } from "@/components/exercises/writing-review";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { questionText } from "../attempt-answers";

type AttemptResultProps = {
  attempt: CourseTestAttempt;
  result: Result;
  /** Where "Back to the course" goes. */
  coursePath: string;
  /** Attempts the student may still start today (after this one), when known. */
  attemptsLeftToday?: number;
  onTryAgain: () => void;
};

/**
 * The marked attempt: the score against the pass mark, the best score, and each question right or wrong
 * (with the right answer on module tests). A final that issued the certificate links to it.
 */
export function AttemptResult({ attempt, result, coursePath, attemptsLeftToday, onTryAgain }: AttemptResultProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const isFinal = attempt.kind === "final";
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="attempt-score"
        className={cn("space-y-2 rounded-2xl p-5", result.isPassed ? "bg-emerald-100 text-emerald-950" : "bg-amber-100 text-amber-950")}
      >
        <h2 id="attempt-score" ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t("learning.attemptResult.score", { score: result.scorePercent })}
        </h2>
        <p className="font-semibold">
          {t(result.isPassed ? "learning.attemptResult.passed" : "learning.attemptResult.notPassed", {
            passMark: result.passPercent,
            correct: result.correctCount,
            total: result.questionCount,
          })}
        </p>
        <p>{t("learning.attemptResult.bestScore", { score: result.bestScore })}</p>
      </section>

      {result.certificate ? (
        <section aria-labelledby="certificate-issued" className="space-y-3 rounded-2xl border border-emerald-300 bg-white p-5">
          <h2 id="certificate-issued" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Award aria-hidden="true" className="size-6 text-accent-600" />
            {t("learning.certificateIssued")}
          </h2>
          <p className="text-slate-800">
            {result.certificate.grade === null
              ? t("learning.certificateGrade.completionIssued", { number: result.certificate.certificateNumber })
              : t("learning.attemptResult.certificate", {
                  number: result.certificate.certificateNumber,
                  grade: translateContent(result.certificate.grade).text,
                })}
          </p>
          <Link href="/certificates" className={buttonClasses({ size: "lg" })}>
            {t("learning.viewCertificate")}
          </Link>
        </section>
      ) : isFinal && !result.isPassed ? (
        <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
          {t("learning.attemptResult.noCertificateYet", { passMark: FINAL_PASS_PERCENT })}
        </p>
      ) : null}

      <section aria-labelledby="attempt-questions" className="space-y-3">
        <h2 id="attempt-questions" className="text-xl font-semibold text-slate-900">
          {t("learning.attemptResult.questions")}
        </h2>
        {isFinal ? <p className="text-sm text-slate-600">{t("learning.attemptResult.finalHidesAnswers")}</p> : null}
        <ol className="space-y-2">
          {attempt.questions.map((question, index) => {
            const marked = result.perQuestion.find((item) => item.id === question.id);
            const { content } = question;
            if (content.type === "writing_task")
              return (
                <li key={question.id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-3">
                  <p className="break-words text-slate-900">
                    <span className="font-semibold">{t("learning.attemptResult.questionLabel", { number: index + 1 })} </span>
                    {t("learning.attemptResult.writingNotScored")}
                  </p>
                  {marked?.writing ? (
                    <WritingReview writing={marked.writing} rubric={content.rubric} modelAnswer={null} />
                  ) : (
                    <p className="text-sm text-slate-700">{t("learning.attemptResult.writingNotHandedIn")}</p>
                  )}
                </li>
              );
            const isCorrect = marked?.isCorrect ?? false;
            const isText = (marked?.outOf ?? 1) > 1;
            return (
              <li
                key={question.id}
                className={cn(
                  "flex items-start gap-3 rounded-xl border p-3",
                  isCorrect ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50",
                )}
              >
                {isCorrect ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                ) : (
                  <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                )}
                <div className="min-w-0 space-y-1">
                  <p className="break-words text-slate-900">
                    <span className="font-semibold">{t("learning.attemptResult.questionLabel", { number: index + 1 })} </span>
                    <span lang="en">{questionText(question)}</span>
                  </p>
                  <p className={cn("text-sm font-semibold", isCorrect ? "text-emerald-800" : "text-red-800")}>
                    {isText
                      ? t("learning.attemptResult.textPoints", { points: marked?.points ?? 0, outOf: marked?.outOf ?? 0 })
                      : isCorrect
                        ? t("learning.attemptResult.right")
                        : t("learning.attemptResult.wrong")}
                  </p>
                  {!isCorrect && marked?.rightAnswer ? (
                    <p lang={isText ? "en" : undefined} className="text-sm text-slate-800">
                      {t(isText ? "learning.attemptResult.rightAnswers" : "learning.attemptResult.rightAnswer", {
                        answer: marked.rightAnswer,
                      })}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href={coursePath} className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("learning.backToCourse")}
        </Link>
        {attemptsLeftToday !== undefined && attemptsLeftToday > 0 && !result.certificate ? (
          <button type="button" onClick={onTryAgain} className={buttonClasses({ size: "lg" })}>
            {t("learning.attemptResult.tryAgain", { count: attemptsLeftToday })}
          </button>
        ) : null}
      </div>
    </div>
  );
}

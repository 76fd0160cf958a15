import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { COURSE_TEST_MESSAGES, type AttemptResult as Result, type CourseTestAttempt } from "@shared/api/course-tests";
import { DocumentTitle } from "@/components/layout/page";
import { Button, buttonClasses } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { toSubmittedAnswers, type DraftAnswer } from "../attempt-answers";
import { useCourseTests } from "../api/get-course-tests";
import { useStartAttempt } from "../api/start-attempt";
import { useSubmitAttempt } from "../api/submit-attempt";
import { describeTestStatus } from "./course-test-row";
import { AttemptForm } from "./attempt-form";
import { AttemptResult } from "./attempt-result";
import { testTitleOf } from "../test-title";

type CourseTestScreenProps = { courseId: number; testId: number; coursePath: string };

function Notice({ title, message, coursePath }: { title: string; message: string; coursePath: string }) {
  const { t } = useT();
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Link href={coursePath} className={buttonClasses({ variant: "outline", size: "lg" })}>
        {t("learning.backToCourse")}
      </Link>
    </div>
  );
}

/**
 * A module test or the final assessment: what it is and Start; an open attempt resumes by itself. Then
 * every drawn question in one form, and the marked result. Refusals (locked, today's attempts used) are
 * shown in the server's words.
 */
export function CourseTestScreen({ courseId, testId, coursePath }: CourseTestScreenProps) {
  const { t } = useT();
  const tests = useCourseTests(courseId);
  const start = useStartAttempt();
  const submit = useSubmitAttempt();
  const [attempt, setAttempt] = useState<CourseTestAttempt | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const hasResumed = useRef(false);
  const test = tests.data?.tests.find((candidate) => candidate.id === testId);

  function begin() {
    start.mutate({ testId, courseId }, { onSuccess: (started) => setAttempt(started) });
  }

  // An attempt left open (a reload, another device) carries on with the same questions.
  useEffect(() => {
    if (test?.openAttemptId != null && !attempt && !result && !hasResumed.current) {
      hasResumed.current = true;
      begin();
    }
  });

  if (tests.isPending) return <PageSpinner label={t("learning.testScreen.loading")} />;
  if (tests.isError) {
    const message = getErrorMessage(tests.error, t("learning.checkConnection"));
    if (tests.error instanceof ApiError && (tests.error.status === 403 || tests.error.status === 404))
      return <Notice title={t("learning.testScreen.notOpen")} message={message} coursePath={coursePath} />;
    return (
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("learning.testScreen.loadError")}</h1>
        <p role="alert" className="text-slate-700">
          {message}
        </p>
        <Button size="lg" onClick={() => void tests.refetch()} disabled={tests.isFetching}>
          {t("learning.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!test)
    return (
      <Notice
        title={translateMessage(COURSE_TEST_MESSAGES.notFound)}
        message={t("learning.testScreen.noSuchTest")}
        coursePath={coursePath}
      />
    );

  const title = testTitleOf(test, t);
  const startError = start.isError ? getErrorMessage(start.error, t("learning.testScreen.startError")) : null;

  return (
    <div className="space-y-8">
      <DocumentTitle title={title.text} />
      <header className="space-y-2">
        <Link href={coursePath} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("learning.backToCourse")}
        </Link>
        <h1 lang={title.lang} className="text-3xl font-bold tracking-tight text-balance text-slate-900">
          {title.text}
        </h1>
        <p className="text-slate-600">
          {t("learning.testFacts", { questions: test.questionCount, passMark: test.passPercent })} · {describeTestStatus(test, t)}
        </p>
      </header>

      {result && attempt ? (
        <AttemptResult
          attempt={attempt}
          result={result}
          coursePath={coursePath}
          attemptsLeftToday={tests.isFetching ? undefined : test.attemptsLeftToday}
          onTryAgain={() => {
            setResult(null);
            setAttempt(null);
            submit.reset();
            start.reset();
          }}
        />
      ) : attempt ? (
        <AttemptForm
          key={attempt.id}
          attempt={attempt}
          isSubmitting={submit.isPending}
          error={submit.isError ? getErrorMessage(submit.error, t("learning.testScreen.submitError")) : null}
          onSubmit={(drafts: DraftAnswer[]) =>
            submit.mutate(
              { attemptId: attempt.id, courseId, answers: toSubmittedAnswers(attempt.questions, drafts) },
              { onSuccess: setResult },
            )
          }
        />
      ) : start.isPending ? (
        <PageSpinner label={t("learning.testScreen.drawing")} />
      ) : (
        <section aria-label={t("learning.testScreen.beforeStart")} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>{t("learning.testScreen.ruleRandom")}</li>
            <li>{t("learning.testScreen.ruleSubmitOnce")}</li>
            <li>{t("learning.testScreen.ruleAttempts", { count: test.attemptsLeftToday })}</li>
          </ul>
          {!test.isAvailable ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-950">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {translateMessage(COURSE_TEST_MESSAGES.finalLocked)}
            </p>
          ) : null}
          {startError ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {startError}
            </p>
          ) : null}
          <Button size="lg" onClick={begin} className="w-full sm:w-auto">
            {test.bestScore === null ? t("learning.testScreen.start") : t("learning.testScreen.startNew")}
          </Button>
        </section>
      )}
    </div>
  );
}

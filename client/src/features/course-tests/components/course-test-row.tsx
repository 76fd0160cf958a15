import { ClipboardCheck, Lock, Trophy } from "lucide-react";
import { Link } from "wouter";
import { COURSE_TEST_MESSAGES, type CourseTestSummary } from "@shared/api/course-tests";
import { buttonClasses } from "@/components/ui/button";
import { translateMessage } from "@/i18n/translate-message";
import { useT, type Translate } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { courseTestPath } from "../paths";
import { testTitleOf } from "../test-title";

/** Where the student stands: not taken, the best score so far, or passed with it. */
export function describeTestStatus(test: Pick<CourseTestSummary, "bestScore" | "isPassed">, t: Translate) {
  if (test.bestScore === null) return t("learning.testStatus.notTaken");
  return test.isPassed
    ? t("learning.testStatus.passed", { score: test.bestScore })
    : t("learning.testStatus.notPassed", { score: test.bestScore });
}

/**
 * A module test or the final assessment in the course player: its status, the pass mark, the attempts
 * left today and Start or Resume; a locked final says why.
 */
export function CourseTestRow({ courseId, test, headingLevel = 3 }: { courseId: number; test: CourseTestSummary; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  const headingId = `course-test-${test.id}`;
  const title = testTitleOf(test, t);
  const canStart = test.isAvailable && (test.openAttemptId !== null || test.attemptsLeftToday > 0);
  const action =
    test.openAttemptId !== null
      ? t("learning.testRow.resume")
      : test.bestScore === null
        ? t("learning.testRow.start")
        : t("learning.testRow.tryAgain");
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between",
        test.isPassed ? "border-emerald-300 bg-emerald-50/60" : "border-brand-200 bg-brand-50/40",
      )}
    >
      <div className="min-w-0 space-y-1">
        <Heading
          id={headingId}
          className={cn("flex items-center gap-2 font-semibold break-words text-slate-900", headingLevel === 2 && "text-xl")}
        >
          {test.isAvailable ? (
            <ClipboardCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          ) : (
            <Lock aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          )}
          <span lang={title.lang}>{title.text}</span>
        </Heading>
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          {test.isPassed ? <Trophy aria-hidden="true" className="size-4 text-emerald-700" /> : null}
          {describeTestStatus(test, t)}
        </p>
        <p className="text-sm text-slate-600">
          {test.isAvailable
            ? t("learning.testRow.factsWithAttempts", {
                questions: test.questionCount,
                passMark: test.passPercent,
                attempts: test.attemptsLeftToday,
              })
            : t("learning.testFacts", { questions: test.questionCount, passMark: test.passPercent })}
        </p>
        {!test.isAvailable ? <p className="text-sm text-slate-700">{translateMessage(COURSE_TEST_MESSAGES.finalLocked)}</p> : null}
        {test.isAvailable && !canStart ? (
          <p className="text-sm text-slate-700">{translateMessage(COURSE_TEST_MESSAGES.dailyLimit)}</p>
        ) : null}
      </div>
      {canStart ? (
        <Link
          href={courseTestPath(courseId, test.id)}
          // The visible word first (label in name), then which test, since a player lists several.
          aria-label={t("learning.testRow.actionLabel", { action, title: title.text })}
          className={buttonClasses({ variant: test.isPassed ? "outline" : "primary", className: "w-full shrink-0 sm:w-auto" })}
        >
          {action}
        </Link>
      ) : null}
    </section>
  );
}

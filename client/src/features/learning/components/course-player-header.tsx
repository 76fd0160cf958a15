import { ArrowLeft, ArrowRight, Award, ListChecks, PlayCircle, RotateCcw, Trophy } from "lucide-react";
import { Link } from "wouter";
import type { CoursePlayer } from "@shared/api/learning";
import { DocumentTitle } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatPercent } from "@shared/i18n/format";
import { getContinueAction } from "../course-outline";
import { lessonPath } from "../learning-paths";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatCourseLength } from "@/lib/format-duration";

function ContinueButton({ player }: { player: CoursePlayer }) {
  const { t } = useT();
  const action = getContinueAction(player);
  const courseId = player.course.id;
  if (action.kind === "none") return null;
  if (action.kind === "complete") {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-100 px-4 py-3 font-semibold text-emerald-900">
          <Trophy aria-hidden="true" className="size-5" />
          {t("learning.playerHeader.courseComplete")}
        </p>
        <Link href="/certificates" className={buttonClasses({ variant: "accent", size: "lg" })}>
          <Award aria-hidden="true" className="size-5" />
          {t("learning.viewCertificate")}
        </Link>
        {action.firstLessonId !== null ? (
          <Link href={lessonPath(courseId, action.firstLessonId)} className={buttonClasses({ variant: "outline", size: "lg" })}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("learning.playerHeader.reviewFromStart")}
          </Link>
        ) : null}
      </div>
    );
  }
  if (action.kind === "lessons-done") {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="inline-flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900">
          <ListChecks aria-hidden="true" className="size-5" />
          {t("learning.playerHeader.lessonsDone")}
        </p>
        {action.firstLessonId !== null ? (
          <Link href={lessonPath(courseId, action.firstLessonId)} className={buttonClasses({ variant: "outline", size: "lg" })}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("learning.playerHeader.reviewFromStart")}
          </Link>
        ) : null}
      </div>
    );
  }
  const isStart = action.kind === "start";
  return (
    <Link href={lessonPath(courseId, action.lessonId)} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
      {isStart ? <PlayCircle aria-hidden="true" className="size-5" /> : <ArrowRight aria-hidden="true" className="size-5" />}
      {isStart ? t("learning.playerHeader.start") : t("learning.playerHeader.continue")}
    </Link>
  );
}

/** The course title, the overall progress and the one button that takes the student on. */
export function CoursePlayerHeader({ player }: { player: CoursePlayer }) {
  const { t, locale } = useT();
  const { course, enrollment, lessons } = player;
  const completed = lessons.filter((lesson) => lesson.isCompleted).length;
  // The stated minutes of the lessons still to do (each within 1.5 times its counted minutes, decision 0073).
  const minutesLeft = lessons.filter((lesson) => !lesson.isCompleted).reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0);
  return (
    <header className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <DocumentTitle title={course.title} />
      <div className="space-y-3">
        <Link href="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("learning.playerHeader.myCourses")}
        </Link>
        <p>
          <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{course.level}</span>
        </p>
        <h1 lang="en" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {course.title}
        </h1>
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex flex-wrap gap-x-3 text-slate-600">
            <span>{t("learning.playerHeader.lessonsCompleted", { completed, total: lessons.length })}</span>
            {minutesLeft > 0 ? <span>{t("learning.playerHeader.timeLeft", { length: formatCourseLength(minutesLeft, t) })}</span> : null}
          </span>
          <span className="font-semibold text-slate-900">{formatPercent(Math.round(enrollment.progress) / 100, locale)}</span>
        </div>
        <ProgressBar value={enrollment.progress} label={t("learning.playerHeader.progress")} className="h-3 bg-slate-200" />
      </div>
      <ContinueButton player={player} />
    </header>
  );
}

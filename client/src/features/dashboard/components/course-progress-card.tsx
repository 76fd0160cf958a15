import { ArrowRight, Award, CircleCheck, PlayCircle, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { MyCourse } from "@shared/api/profile";
import { buttonClasses } from "@/components/ui/button";
import { CourseCover } from "@/components/ui/course-cover";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatPercent } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { toPercent } from "@/lib/percent";
import { StartCourseButton } from "./start-course-button";

type CourseProgressCardProps = {
  course: MyCourse;
  /**
   * An enrolled course shows its progress and opens the course player (a finished one says so and leads
   * to its certificate); a recommended one (not started, so a bar would say nothing) offers Start
   * Learning, which enrols.
   */
  kind?: "enrolled" | "recommended";
};

function EnrolledActions({ course, percent }: { course: MyCourse; percent: number }) {
  const { t } = useT();
  const isCompleted = course.completedAt !== null || percent >= 100;
  if (isCompleted) {
    return (
      <div className="mt-auto flex flex-col gap-2">
        {course.certificateNumber ? (
          <Link href="/certificates" className={buttonClasses({ className: "w-full" })}>
            <Award aria-hidden="true" className="size-4" />
            {t("dashboard.courseCard.viewCertificate")}
            <span className="sr-only">
              : <span lang="en">{course.title}</span>
            </span>
          </Link>
        ) : null}
        <Link
          href={`/courses/${course.id}/learn`}
          className={buttonClasses({ variant: course.certificateNumber ? "outline" : "secondary", className: "w-full" })}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("dashboard.courseCard.review")}
          <span className="sr-only">
            : <span lang="en">{course.title}</span>
          </span>
        </Link>
      </div>
    );
  }
  const hasStarted = percent > 0;
  return (
    <Link
      href={`/courses/${course.id}/learn`}
      className={buttonClasses({ variant: hasStarted ? "primary" : "secondary", className: "mt-auto w-full" })}
    >
      {hasStarted ? <ArrowRight aria-hidden="true" className="size-4" /> : <PlayCircle aria-hidden="true" className="size-4" />}
      {hasStarted ? t("dashboard.courseCard.continue") : t("dashboard.courseCard.start")}
      <span className="sr-only">
        : <span lang="en">{course.title}</span>
      </span>
    </Link>
  );
}

export function CourseProgressCard({ course, kind = "enrolled" }: CourseProgressCardProps) {
  const { t, locale } = useT();
  const titleId = useId();
  const percent = toPercent(course.progress);
  const isEnrolled = kind === "enrolled";
  const isCompleted = isEnrolled && (course.completedAt !== null || percent >= 100);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* Decorative: the title below names the course. The full 16:9 picture, never cropped. */}
      <CourseCover course={course} alt="" className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{course.level}</span>
            {isCompleted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
                <CircleCheck aria-hidden="true" className="size-3.5" />
                {t("dashboard.courseCard.completed")}
              </span>
            ) : null}
          </p>
          <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            <span lang="en">{course.title}</span>
          </h3>
        </div>
        {isEnrolled ? (
          <div className="space-y-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="text-slate-600">{t("dashboard.courseCard.progress")}</span>
              <span className="font-semibold text-slate-900">{formatPercent(percent / 100, locale)}</span>
            </div>
            <ProgressBar value={percent} label={t("dashboard.courseCard.progressLabel", { title: course.title })} />
          </div>
        ) : null}
        {isEnrolled ? (
          <EnrolledActions course={course} percent={percent} />
        ) : (
          <>
            <Link href={`/courses/${course.id}`} className="text-sm font-medium text-brand-700 hover:underline">
              {t("dashboard.courseCard.about")}
              <span className="sr-only">
                : <span lang="en">{course.title}</span>
              </span>
            </Link>
            <StartCourseButton course={course} />
          </>
        )}
      </div>
    </article>
  );
}

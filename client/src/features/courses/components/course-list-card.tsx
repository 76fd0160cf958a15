import { ArrowRight, ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import type { CourseSummary } from "@shared/api/courses";
import { CourseCover } from "@/components/ui/course-cover";
import { useT } from "@/i18n/use-t";
import { formatCourseFacts } from "../course-hours";
import { describeCourseScope } from "../course-scope";

/** A course in the full catalogue: its page, or the assessment for those unsure of their level. */
export function CourseListCard({ course }: { course: CourseSummary }) {
  const { t } = useT();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CourseCover course={course} alt={t("courses.cover.alt", { title: course.title })} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800" translate="no">
          {course.level}
        </span>
        <h2 lang="en" className="text-xl font-semibold text-slate-900">
          <span lang="en">{course.title}</span>
        </h2>
        <p className="text-sm font-medium text-slate-600">{formatCourseFacts(course, t)}</p>
        {describeCourseScope(course, t) ? <p className="text-sm text-slate-600">{describeCourseScope(course, t)}</p> : null}
        <p lang="en" className="flex-1 text-slate-600">
          {course.description}
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Link href={`/courses/${course.id}`} className={buttonClasses({ className: "flex-1" })}>
            {t("courses.listCard.viewCourse")}
            <span className="sr-only">
              : <span lang="en">{course.title}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link href="/assessment" className={buttonClasses({ variant: "outline", className: "flex-1" })}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {t("courses.listCard.takeAssessment")}
          </Link>
        </div>
      </div>
    </article>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import type { CourseSummary } from "@shared/api/courses";
import { CourseCover } from "@/components/ui/course-cover";
import { useT } from "@/i18n/use-t";
import { formatCourseFacts } from "../course-hours";
import { describeCourseScope } from "../course-scope";

export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useT();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* Decorative: the title below names the course. */}
      <CourseCover course={course} alt="" className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800" translate="no">
          {course.level}
        </span>
        <h3 lang="en" className="text-lg font-semibold text-slate-900">
          <span lang="en">{course.title}</span>
        </h3>
        <p className="text-sm font-medium text-slate-600">{formatCourseFacts(course, t)}</p>
        {describeCourseScope(course, t) ? <p className="text-sm text-slate-600">{describeCourseScope(course, t)}</p> : null}
        <p lang="en" className="line-clamp-3 flex-1 text-sm text-slate-600">
          {course.description}
        </p>
        <Link
          href={`/courses/${course.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t("courses.card.viewCourse")}
          <span className="sr-only">
            : <span lang="en">{course.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}

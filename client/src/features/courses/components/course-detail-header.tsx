import { ArrowLeft, ClipboardCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { DocumentTitle } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import type { CourseDetail } from "@shared/api/courses";
import { CourseCover } from "@/components/ui/course-cover";
import { useT } from "@/i18n/use-t";
import { formatCourseFacts } from "../course-hours";
import { describeCourseScope } from "../course-scope";

type CourseDetailHeaderProps = {
  course: CourseDetail;
  /** The call to action: Enroll Now, or Continue learning for an enrolled student (EnrollAction). */
  enrollAction: ReactNode;
};

export function CourseDetailHeader({ course, enrollAction }: CourseDetailHeaderProps) {
  const { t } = useT();
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
      <DocumentTitle title={course.title} />
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:items-center lg:px-8 lg:py-16">
        <div className="space-y-5 lg:col-span-3">
          <Link href="/courses" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-100 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("courses.detail.allCourses")}
          </Link>
          <p>
            <span className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{course.level}</span>
          </p>
          <h1 lang="en" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            <span lang="en">{course.title}</span>
          </h1>
          <p lang="en" className="max-w-2xl text-lg text-brand-100">
            {course.description}
          </p>
          <p className="font-semibold text-white">{formatCourseFacts(course, t)}</p>
          {describeCourseScope(course, t) ? <p className="text-brand-100">{describeCourseScope(course, t)}</p> : null}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            {enrollAction}
            <Link href="/assessment" className={buttonClasses({ variant: "inverse", size: "lg" })}>
              <ClipboardCheck aria-hidden="true" className="size-5" />
              {t("courses.detail.takeAssessment")}
            </Link>
          </div>
        </div>
        <CourseCover
          course={course}
          alt={t("courses.cover.alt", { title: course.title })}
          loading="eager"
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="aspect-video w-full rounded-2xl shadow-xl lg:col-span-2"
        />
      </div>
    </section>
  );
}

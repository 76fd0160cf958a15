import { AlertCircle, ArrowRight } from "lucide-react";
import { Link } from "wouter";
import type { PlacementResult } from "@shared/api/placement";
import { buttonClasses } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useCoursesForLevel } from "../api/get-courses-for-level";

/** The course a learner at this level starts with: the catalogue's course of the result's course level. */
export function CourseToStart({ courseLevel }: { courseLevel: PlacementResult["courseLevel"] }) {
  const { t } = useT();
  const { data: courses, isPending, isError } = useCoursesForLevel(courseLevel);
  const course = courses?.[0];

  return (
    <section aria-labelledby="course-to-start-heading" className="space-y-3 rounded-2xl bg-brand-50/70 p-5">
      <h3 id="course-to-start-heading" className="text-lg font-semibold text-slate-900">
        {t("assessment.courseToStart.heading")}
      </h3>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("assessment.courseToStart.loading")}
        </p>
      ) : isError ? (
        <p className="flex items-center gap-2 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          {t("assessment.courseToStart.error")}
        </p>
      ) : course ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            <Trans
              id="assessment.courseToStart.startWith"
              values={{ title: course.title, level: courseLevel }}
              components={[<strong lang="en" className="font-semibold text-slate-900" />]}
            />
          </p>
          <Link href={`/courses/${course.id}`} className={buttonClasses({ className: "shrink-0" })}>
            {t("assessment.courseToStart.viewCourse")}
            <span className="sr-only">: {course.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : (
        <p className="text-slate-600">
          <Trans
            id="assessment.courseToStart.comingSoon"
            values={{ level: courseLevel }}
            components={[<Link href="/courses" className="font-semibold text-brand-700 underline-offset-2 hover:underline" />]}
          />
        </p>
      )}
    </section>
  );
}

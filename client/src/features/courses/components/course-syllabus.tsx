import { CheckCircle2, Clock } from "lucide-react";
import type { CourseDetail } from "@shared/api/courses";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { formatModuleTime } from "../course-hours";
import { ModuleStatements } from "./module-statements";

/** The syllabus as it is: each module that has lessons, with every lesson's title and minutes. */
function LessonList({ course }: { course: CourseDetail }) {
  const { t } = useT();
  if (course.syllabus.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t("courses.syllabus.empty")}
      </p>
    );
  }
  return (
    <ol className="space-y-4">
      {course.syllabus.map((module) => (
        <li key={module.number} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-slate-900">
              {module.title ? (
                <Trans
                  id="courses.syllabus.moduleTitle"
                  values={{ number: module.number, title: module.title }}
                  components={[<span lang="en" />]}
                />
              ) : (
                t("courses.syllabus.module", { number: module.number })
              )}
            </h3>
            <span className="text-sm font-medium text-brand-700">
              {t("courses.figures.lessons", { count: module.lessons.length })} · {formatModuleTime(module.minutes, t)}
            </span>
          </div>
          {module.description ? (
            <p lang="en" className="mt-1 text-slate-600">
              {module.description}
            </p>
          ) : null}
          <ModuleStatements module={module} />
          <ol className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
            {module.lessons.map((lesson, index) => (
              <li key={lesson.id} className="flex items-start justify-between gap-4 py-2.5">
                <span className="min-w-0 break-words text-slate-800">
                  <span className="mr-2 text-sm font-semibold text-slate-500">{index + 1}.</span>
                  <span lang="en">{lesson.title}</span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-slate-600">
                  <Clock aria-hidden="true" className="size-4" />
                  {t("courses.figures.minutes", { count: lesson.estimatedMinutes })}
                </span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** What the course covers: the overview and what you'll learn when it has them, then its real lessons. */
export function CourseSyllabus({ course }: { course: CourseDetail }) {
  const { t } = useT();
  return (
    <div className="space-y-12">
      {course.overview ? (
        <section aria-labelledby="course-overview-heading" className="space-y-3">
          <h2 id="course-overview-heading" className="text-2xl font-bold text-slate-900">
            {t("courses.syllabus.overview")}
          </h2>
          <p lang="en" className="text-lg leading-relaxed text-slate-700">
            {course.overview}
          </p>
        </section>
      ) : null}

      {course.features.length > 0 ? (
        <section aria-labelledby="course-features-heading" className="space-y-4">
          <h2 id="course-features-heading" className="text-2xl font-bold text-slate-900">
            {t("courses.syllabus.features")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {course.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span lang="en" className="text-slate-700">
                  {feature}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="course-structure-heading" className="space-y-4">
        <h2 id="course-structure-heading" className="text-2xl font-bold text-slate-900">
          {t("courses.syllabus.structure")}
        </h2>
        <LessonList course={course} />
        {course.plannedModules.length > 0 ? (
          <div className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
            <p className="font-semibold">{t("courses.syllabus.notAvailable")}</p>
            <p className="mt-1">
              {t("courses.syllabus.planned", {
                modules: course.plannedModules
                  .map((module) => t("courses.syllabus.plannedModule", { number: module.number, title: module.title }))
                  .join("; "),
              })}
            </p>
          </div>
        ) : null}
      </section>
    </div>
  );
}

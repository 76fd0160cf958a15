import { CheckCircle2 } from "lucide-react";
import type { CourseDetail } from "@shared/api/courses";

const formatWeeks = (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;

/** What the course covers: the overview, what you'll learn and the modules week by week. */
export function CourseSyllabus({ course }: { course: CourseDetail }) {
  return (
    <div className="space-y-12">
      {course.overview ? (
        <section aria-labelledby="course-overview-heading" className="space-y-3">
          <h2 id="course-overview-heading" className="text-2xl font-bold text-slate-900">
            Course Overview
          </h2>
          <p className="text-lg leading-relaxed text-slate-700">{course.overview}</p>
        </section>
      ) : null}

      {course.features.length > 0 ? (
        <section aria-labelledby="course-features-heading" className="space-y-4">
          <h2 id="course-features-heading" className="text-2xl font-bold text-slate-900">
            What you'll learn
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {course.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span className="text-slate-700">{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {course.modules.length > 0 ? (
        <section aria-labelledby="course-structure-heading" className="space-y-4">
          <h2 id="course-structure-heading" className="text-2xl font-bold text-slate-900">
            Course Structure
          </h2>
          <ol className="space-y-3">
            {course.modules.map((module, index) => (
              <li
                key={`${index}-${module.title}`}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div className="flex-1 space-y-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="font-semibold text-slate-900">
                      <span className="sr-only">Module {index + 1}: </span>
                      {module.title}
                    </h3>
                    <span className="text-sm font-medium text-brand-700">{formatWeeks(module.weeks)}</span>
                  </div>
                  <p className="text-slate-600">{module.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

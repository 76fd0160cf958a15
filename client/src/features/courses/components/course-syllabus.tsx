import { CheckCircle2, Clock } from "lucide-react";
import type { CourseDetail } from "@shared/api/courses";
import { formatTimeSpent } from "@/lib/format-duration";
import { ModuleStatements } from "./module-statements";

const lessonWord = (count: number) => `${count} ${count === 1 ? "lesson" : "lessons"}`;

/** The syllabus as it is: each module that has lessons, with every lesson's title and minutes. */
function LessonList({ course }: { course: CourseDetail }) {
  if (course.syllabus.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        The lessons of this course are being written. None is published yet.
      </p>
    );
  }
  return (
    <ol className="space-y-4">
      {course.syllabus.map((module) => (
        <li key={module.number} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-slate-900">
              Module {module.number}
              {module.title ? `: ${module.title}` : ""}
            </h3>
            <span className="text-sm font-medium text-brand-700">
              {lessonWord(module.lessons.length)} · {formatTimeSpent(module.minutes * 60)}
            </span>
          </div>
          {module.description ? <p className="mt-1 text-slate-600">{module.description}</p> : null}
          <ModuleStatements module={module} />
          <ol className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
            {module.lessons.map((lesson, index) => (
              <li key={lesson.id} className="flex items-start justify-between gap-4 py-2.5">
                <span className="min-w-0 break-words text-slate-800">
                  <span className="mr-2 text-sm font-semibold text-slate-500">{index + 1}.</span>
                  {lesson.title}
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-slate-600">
                  <Clock aria-hidden="true" className="size-4" />
                  {lesson.estimatedMinutes} min
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

      <section aria-labelledby="course-structure-heading" className="space-y-4">
        <h2 id="course-structure-heading" className="text-2xl font-bold text-slate-900">
          Course Structure
        </h2>
        <LessonList course={course} />
        {course.plannedModules.length > 0 ? (
          <div className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
            <p className="font-semibold">Not available yet</p>
            <p className="mt-1">
              {course.plannedModules.map((module) => `Module ${module.number}: ${module.title}`).join("; ")}. These modules have no lessons
              yet.
            </p>
          </div>
        ) : null}
      </section>
    </div>
  );
}

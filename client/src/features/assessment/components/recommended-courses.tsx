import { AlertCircle, ArrowRight } from "lucide-react";
import { Link } from "wouter";
import type { AssessmentLevel } from "@shared/assessment";
import type { CourseSummary } from "@shared/api/courses";
import { CourseCover } from "@/components/ui/course-cover";
import { useCoursesForLevel } from "../api/get-courses-for-level";

export function RecommendedCourses({ level }: { level: AssessmentLevel }) {
  const { data: courses, isPending, isError } = useCoursesForLevel(level);

  return (
    <section aria-labelledby="recommended-courses-heading" className="space-y-4">
      <h3 id="recommended-courses-heading" className="text-xl font-semibold text-slate-900">
        Recommended courses for {level}
      </h3>
      {isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading courses...</span>
          {[0, 1].map((key) => (
            <div key={key} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-200/70" />
          ))}
        </div>
      ) : isError ? (
        <p className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          Error loading courses. Please try again later.
        </p>
      ) : courses.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-600">
          New courses for this level are on their way.{" "}
          <Link href="/courses" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Browse all courses
          </Link>{" "}
          in the meantime.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id}>
              <RecommendedCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendedCourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CourseCover course={course} alt={course.title} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{course.level}</span>
        <h4 className="text-lg font-semibold text-slate-900">{course.title}</h4>
        <p className="line-clamp-3 flex-1 text-sm text-slate-600">{course.description}</p>
        <Link
          href={`/courses/${course.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          View course<span className="sr-only">: {course.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}

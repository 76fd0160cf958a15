import { AlertCircle, ArrowRight } from "lucide-react";
import { Link } from "wouter";
import type { PlacementResult } from "@shared/api/placement";
import { buttonClasses } from "@/components/ui/button";
import { useCoursesForLevel } from "../api/get-courses-for-level";

/** The course a learner at this level starts with: the catalogue's course of the result's course level. */
export function CourseToStart({ courseLevel }: { courseLevel: PlacementResult["courseLevel"] }) {
  const { data: courses, isPending, isError } = useCoursesForLevel(courseLevel);
  const course = courses?.[0];

  return (
    <section aria-labelledby="course-to-start-heading" className="space-y-3 rounded-2xl bg-brand-50/70 p-5">
      <h3 id="course-to-start-heading" className="text-lg font-semibold text-slate-900">
        Where to start
      </h3>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the course for your level...
        </p>
      ) : isError ? (
        <p className="flex items-center gap-2 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          Error loading courses. Please try again later.
        </p>
      ) : course ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            Start with <strong className="font-semibold text-slate-900">{course.title}</strong>, our {courseLevel} course.
          </p>
          <Link href={`/courses/${course.id}`} className={buttonClasses({ className: "shrink-0" })}>
            View course<span className="sr-only">: {course.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : (
        <p className="text-slate-600">
          The {courseLevel} course is on its way.{" "}
          <Link href="/courses" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Browse all courses
          </Link>{" "}
          in the meantime.
        </p>
      )}
    </section>
  );
}

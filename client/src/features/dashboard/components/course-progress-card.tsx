import { ArrowRight, PlayCircle } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { MyCourse } from "@shared/api/profile";
import { buttonClasses } from "@/components/ui/button";
import { toPercent } from "@/lib/percent";
import { ProgressBar } from "@/components/ui/progress-bar";
import { StartCourseButton } from "./start-course-button";

// Same rule as the course catalogue (a feature this one may not import): the stored picture, else the
// drawing named after the slug.
const courseImageUrl = (course: Pick<MyCourse, "slug" | "imageUrl">) => course.imageUrl || `/images/courses/${course.slug}.svg`;

type CourseProgressCardProps = {
  course: MyCourse;
  /**
   * An enrolled course shows its progress and opens the course player; a recommended one (not started,
   * so a bar would say nothing) offers Start Learning, which enrols.
   */
  kind?: "enrolled" | "recommended";
};

export function CourseProgressCard({ course, kind = "enrolled" }: CourseProgressCardProps) {
  const titleId = useId();
  const percent = toPercent(course.progress);
  const showProgress = kind === "enrolled";
  const hasStarted = showProgress && percent > 0;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* Decorative: the title below names the course. */}
      <img
        src={courseImageUrl(course)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-[16/7] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <span className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{course.level}</span>
          <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {course.title}
          </h3>
        </div>
        {showProgress ? (
          <div className="space-y-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="text-slate-600">Progress</span>
              <span className="font-semibold text-slate-900">{percent}%</span>
            </div>
            <ProgressBar value={percent} label={`${course.title} progress`} />
          </div>
        ) : null}
        {showProgress ? (
          <Link
            href={`/courses/${course.id}/learn`}
            className={buttonClasses({ variant: hasStarted ? "primary" : "secondary", className: "mt-auto w-full" })}
          >
            {hasStarted ? <ArrowRight aria-hidden="true" className="size-4" /> : <PlayCircle aria-hidden="true" className="size-4" />}
            {hasStarted ? "Continue Learning" : "Start Learning"}
            <span className="sr-only">: {course.title}</span>
          </Link>
        ) : (
          <>
            <Link href={`/courses/${course.id}`} className="text-sm font-medium text-brand-700 hover:underline">
              About this course<span className="sr-only">: {course.title}</span>
            </Link>
            <StartCourseButton course={course} />
          </>
        )}
      </div>
    </article>
  );
}

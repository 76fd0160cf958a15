import { ArrowLeft, ArrowRight, LayoutList } from "lucide-react";
import { Link } from "wouter";
import type { LessonDetail } from "@shared/api/learning";
import { buttonClasses } from "@/components/ui/button";
import { coursePlayerPath, lessonPath } from "../learning-paths";

/** Previous lesson / Next lesson; after the last lesson, back to the course. */
export function LessonNavigation({ lesson }: { lesson: Pick<LessonDetail, "courseId" | "previousLessonId" | "nextLessonId"> }) {
  const { courseId, previousLessonId, nextLessonId } = lesson;
  return (
    <nav aria-label="Lessons" className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      {previousLessonId !== null ? (
        <Link href={lessonPath(courseId, previousLessonId)} className={buttonClasses({ variant: "outline", size: "lg" })}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Previous lesson
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {nextLessonId !== null ? (
        <Link href={lessonPath(courseId, nextLessonId)} className={buttonClasses({ size: "lg" })}>
          Next lesson
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Link href={coursePlayerPath(courseId)} className={buttonClasses({ size: "lg" })}>
          <LayoutList aria-hidden="true" className="size-5" />
          Back to the course
        </Link>
      )}
    </nav>
  );
}

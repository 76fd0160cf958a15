import { ArrowLeft, ArrowRight, LayoutList } from "lucide-react";
import { Link } from "wouter";
import type { LessonDetail } from "@shared/api/learning";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { coursePlayerPath, lessonPath } from "../learning-paths";

type LessonNavigationProps = {
  lesson: Pick<LessonDetail, "courseId" | "previousLessonId" | "nextLessonId">;
  /** The lesson-complete panel above already offers the next step: the forward link here would repeat it. */
  isForwardOffered?: boolean;
};

/** Previous lesson / Next lesson; after the last lesson, back to the course. */
export function LessonNavigation({ lesson, isForwardOffered = false }: LessonNavigationProps) {
  const { t } = useT();
  const { courseId, previousLessonId, nextLessonId } = lesson;
  if (isForwardOffered && previousLessonId === null) return null;
  return (
    <nav
      aria-label={t("learning.lessonNavigation.label")}
      className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between"
    >
      {previousLessonId !== null ? (
        <Link href={lessonPath(courseId, previousLessonId)} className={buttonClasses({ variant: "outline", size: "lg" })}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("learning.lessonNavigation.previous")}
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {isForwardOffered ? null : nextLessonId !== null ? (
        <Link href={lessonPath(courseId, nextLessonId)} className={buttonClasses({ size: "lg" })}>
          {t("learning.lessonNavigation.next")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Link href={coursePlayerPath(courseId)} className={buttonClasses({ size: "lg" })}>
          <LayoutList aria-hidden="true" className="size-5" />
          {t("learning.backToCourse")}
        </Link>
      )}
    </nav>
  );
}

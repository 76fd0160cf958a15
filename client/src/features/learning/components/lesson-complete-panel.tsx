import { ArrowRight, CircleCheck, LayoutList } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { LessonDetail } from "@shared/api/learning";
import { buttonClasses } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { coursePlayerPath, lessonPath } from "../learning-paths";

type LessonCompletePanelProps = {
  lesson: Pick<LessonDetail, "courseId" | "nextLessonId" | "nextLessonTitle">;
  courseProgress: number;
};

/** Shown the moment a lesson is finished: the course's progress and the one step that comes next. */
export function LessonCompletePanel({ lesson, courseProgress }: LessonCompletePanelProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The student's eyes are on the exercise they just finished: bring the news (and the keyboard) here.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, []);
  const hasNext = lesson.nextLessonId !== null;
  return (
    <section
      aria-labelledby="lesson-complete-heading"
      className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-emerald-600" />
        <div className="space-y-1">
          <h2 id="lesson-complete-heading" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
            {t("learning.lessonComplete.title")}
          </h2>
          <p>{t("learning.lessonComplete.progress", { progress: courseProgress })}</p>
          {hasNext && lesson.nextLessonTitle ? (
            <p className="font-medium">
              <Trans
                id="learning.lessonComplete.nextLesson"
                values={{ title: lesson.nextLessonTitle }}
                components={[<span lang="en" className="font-semibold" />]}
              />
            </p>
          ) : null}
          {!hasNext ? <p>{t("learning.lessonComplete.lastLesson")}</p> : null}
        </div>
      </div>
      {hasNext ? (
        <Link
          href={lessonPath(lesson.courseId, lesson.nextLessonId!)}
          className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}
        >
          {t("learning.lessonComplete.startNext")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Link href={coursePlayerPath(lesson.courseId)} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          <LayoutList aria-hidden="true" className="size-5" />
          {t("learning.backToCourse")}
        </Link>
      )}
    </section>
  );
}

import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { LessonDetail } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { coursePlayerPath } from "../learning-paths";

/** Course > Module n > this lesson; the course goes back to its player. */
export function LessonBreadcrumb({ lesson }: { lesson: LessonDetail }) {
  const { t } = useT();
  return (
    <nav aria-label={t("learning.breadcrumb.label")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link lang="en" href={coursePlayerPath(lesson.courseId)} className="rounded font-medium text-brand-700 hover:underline">
            {lesson.courseTitle}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>{t("learning.module.name", { number: lesson.module })}</li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li lang="en" aria-current="page" className="font-medium text-slate-900">
          {lesson.title}
        </li>
      </ol>
    </nav>
  );
}

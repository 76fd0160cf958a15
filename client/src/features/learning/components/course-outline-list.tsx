import { CircleCheck, Circle, Clock, ListChecks, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { CoursePlayer } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { groupLessonsByModule, lessonAfter } from "../course-outline";
import { lessonPath } from "../learning-paths";

type CourseOutlineListProps = {
  player: CoursePlayer;
  /** The course's module titles (GET /api/courses/:id), when they have arrived. */
  moduleTitles?: (string | undefined)[];
  /** What closes a module after its lessons: its test, a reflective task (composed by the screen). */
  renderAfterModule?: (moduleNumber: number) => ReactNode;
};

/** The modules and their lessons as a path: a tick for each completed one, minutes and exercises, "You are here" and "Next". */
export function CourseOutlineList({ player, moduleTitles, renderAfterModule }: CourseOutlineListProps) {
  // The module names follow the interface language: re-render when it changes.
  const { t } = useT();
  const modules = groupLessonsByModule(player.lessons, moduleTitles);
  // The path: "You are here" on the lesson to do now, "Next" on the one after it.
  const afterNextId = lessonAfter(modules, player.nextLessonId)?.id ?? null;
  if (modules.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t("learning.courseOutline.preparing")}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      {modules.map((module) => (
        <section key={module.number} aria-labelledby={`module-${module.number}`} className="space-y-3">
          <h2 id={`module-${module.number}`} className="text-xl font-semibold text-slate-900">
            {module.title}
          </h2>
          <ol className="space-y-3">
            {module.lessons.map((lesson) => {
              const isNext = lesson.id === player.nextLessonId;
              const isAfterNext = lesson.id === afterNextId;
              return (
                <li key={lesson.id}>
                  <Link
                    href={lessonPath(player.course.id, lesson.id)}
                    aria-current={isNext ? "step" : undefined}
                    className={cn(
                      "flex min-h-16 items-start gap-3 rounded-xl border bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/50",
                      isNext ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
                    )}
                  >
                    {lesson.isCompleted ? (
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
                    ) : (
                      <Circle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-300" />
                    )}
                    <span className="min-w-0 flex-1 space-y-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span lang="en" className="font-semibold break-words text-slate-900">
                          {lesson.title}
                        </span>
                        {lesson.isCompleted ? <span className="sr-only">{t("learning.courseOutline.completed")}</span> : null}
                        {isNext ? (
                          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                            <MapPin aria-hidden="true" className="size-3.5" />
                            {t("learning.courseOutline.youAreHere")}
                          </span>
                        ) : null}
                        {isAfterNext ? (
                          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                            {t("learning.courseOutline.next")}
                          </span>
                        ) : null}
                      </span>
                      {lesson.description ? (
                        <span lang="en" className="block text-sm text-slate-600">
                          {lesson.description}
                        </span>
                      ) : null}
                      <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                        <span className="inline-flex items-center gap-1">
                          <Clock aria-hidden="true" className="size-4" />
                          {t("learning.minutes", { count: lesson.estimatedMinutes })}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <ListChecks aria-hidden="true" className="size-4" />
                          {t("learning.courseOutline.exercises", { count: lesson.exerciseCount })}
                        </span>
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
          {renderAfterModule?.(module.number)}
        </section>
      ))}
    </div>
  );
}

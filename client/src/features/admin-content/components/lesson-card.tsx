import { ChevronDown, ChevronRight, Pencil } from "lucide-react";
import { useId, useState } from "react";
import type { AdminLesson } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateLesson } from "../api/update-lesson";
import { plural } from "../labels";
import { ExerciseList } from "./exercise-list";
import { MoveButtons } from "./move-buttons";
import { PublishedBadge, StatusBadge } from "./status-badge";

type LessonCardProps = {
  lesson: AdminLesson;
  /** Its place in its module and the module's number of lessons, for Move up and Move down. */
  index: number;
  count: number;
  onEdit: () => void;
};

/** One lesson: publish or unpublish, edit, move within its module, and its exercises on demand. */
export function LessonCard({ lesson, index, count, onEdit }: LessonCardProps) {
  const update = useUpdateLesson();
  const [showExercises, setShowExercises] = useState(false);
  const panelId = useId();
  const live = lesson.exercises.filter((exercise) => !exercise.isRetired).length;

  function change(changes: { position?: number; isPublished?: boolean }, done: string) {
    update.mutate(
      { id: lesson.id, changes },
      {
        onSuccess: () => toast({ title: done, description: lesson.title }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The lesson could not be changed.") }),
      },
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <PublishedBadge isPublished={lesson.isPublished} />
            <StatusBadge tone="neutral">{`${lesson.estimatedMinutes} min`}</StatusBadge>
            <StatusBadge tone="neutral">{plural(live, "exercise")}</StatusBadge>
          </div>
          <h4 className="text-base font-semibold break-words text-slate-900">{lesson.title}</h4>
          <p className="text-sm text-slate-600">{lesson.description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={`${lesson.isPublished ? "Unpublish" : "Publish"} ${lesson.title}`}
            onClick={() => change({ isPublished: !lesson.isPublished }, lesson.isPublished ? "Lesson unpublished" : "Lesson published")}
          >
            {lesson.isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Edit ${lesson.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <MoveButtons
            name={lesson.title}
            index={index}
            count={count}
            isBusy={update.isPending}
            onMove={(position) => change({ position }, "Lesson moved")}
          />
        </div>
      </div>
      <Button
        variant="link"
        className="mt-3"
        aria-label={`Exercises (${lesson.exercises.length}) of ${lesson.title}`}
        aria-expanded={showExercises}
        aria-controls={panelId}
        onClick={() => setShowExercises((open) => !open)}
      >
        {showExercises ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
        Exercises ({lesson.exercises.length})
      </Button>
      <div id={panelId} hidden={!showExercises} className="mt-3">
        {showExercises ? <ExerciseList lesson={lesson} /> : null}
      </div>
    </li>
  );
}

import { Eye, Pencil, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminExercise, AdminLesson } from "@shared/api/admin-content";
import { TYPE_LABELS } from "@/components/exercises/exercise-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCreateExercise } from "../api/create-exercise";
import { useAdminCourse } from "../api/get-admin-course";
import { useUpdateExercise } from "../api/update-exercise";
import { capitalise, plural } from "../labels";
import { DeleteExerciseDialog } from "./delete-exercise-dialog";
import { ExerciseForm } from "./exercise-form";
import { ExercisePreview } from "./exercise-preview";
import { MoveButtons } from "./move-buttons";
import { StatusBadge } from "./status-badge";

/** A lesson's exercises in order (retired ones marked), with create, edit, preview, move and delete or retire. */
export function ExerciseList({ lesson }: { lesson: AdminLesson }) {
  const create = useCreateExercise();
  const update = useUpdateExercise();
  // The editor has read the course already: its level sets a new exercise's difficulty.
  const courseLevel = useAdminCourse(lesson.courseId).data?.level;
  const [editing, setEditing] = useState<AdminExercise | "new" | null>(null);
  const [previewing, setPreviewing] = useState<AdminExercise | null>(null);
  const [deleting, setDeleting] = useState<AdminExercise | null>(null);
  const { exercises } = lesson;
  // Closing a form with unsaved changes asks first (Escape, the close button, Cancel or a click outside).
  const isFormDirty = useRef(false);
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const closeForm = (force = false) => {
    if (isFormDirty.current && !force) {
      setIsAskingToDiscard(true);
      return;
    }
    isFormDirty.current = false;
    setIsAskingToDiscard(false);
    setEditing(null);
  };

  function change(exercise: AdminExercise, changes: { position?: number; isRetired?: boolean }, done: string) {
    update.mutate(
      { id: exercise.id, changes },
      {
        onSuccess: () => toast({ title: done, description: exercise.title }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The exercise could not be changed.") }),
      },
    );
  }

  return (
    <div className="space-y-3">
      {exercises.length === 0 ? (
        <p className="text-sm text-slate-600">No exercises in this lesson yet.</p>
      ) : (
        <ol aria-label={`Exercises of ${lesson.title}`} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {exercises.map((exercise, index) => (
            <li key={exercise.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p
                  className={
                    exercise.isRetired ? "font-medium break-words text-slate-500 line-through" : "font-medium break-words text-slate-900"
                  }
                >
                  {index + 1}. {exercise.title}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {exercise.isRetired ? <StatusBadge tone="retired">Retired</StatusBadge> : null}
                  <StatusBadge tone="neutral">{TYPE_LABELS[exercise.type]}</StatusBadge>
                  <StatusBadge tone="neutral">{capitalise(exercise.difficulty)}</StatusBadge>
                  <StatusBadge tone="neutral">{capitalise(exercise.skill)}</StatusBadge>
                  <StatusBadge tone="neutral">{plural(exercise.points, "point")}</StatusBadge>
                  {exercise.resultCount > 0 ? (
                    <StatusBadge tone="neutral">{`Answered ${plural(exercise.resultCount, "time")}`}</StatusBadge>
                  ) : null}
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-1">
                <Button variant="ghost" size="sm" aria-label={`Preview ${exercise.title}`} onClick={() => setPreviewing(exercise)}>
                  <Eye aria-hidden="true" className="size-4" />
                  Preview
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Edit ${exercise.title}`} onClick={() => setEditing(exercise)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <MoveButtons
                  name={exercise.title}
                  index={index}
                  count={exercises.length}
                  isBusy={update.isPending}
                  onMove={(position) => change(exercise, { position }, "Exercise moved")}
                />
                {exercise.isRetired ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Restore ${exercise.title}`}
                    disabled={update.isPending}
                    onClick={() => change(exercise, { isRetired: false }, "Exercise restored")}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Restore
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`${exercise.resultCount > 0 ? "Retire" : "Delete"} ${exercise.title}`}
                    onClick={() => setDeleting(exercise)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {exercise.resultCount > 0 ? "Retire" : "Delete"}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button variant="outline" size="sm" aria-label={`Add exercise to ${lesson.title}`} onClick={() => setEditing("new")}>
        <Plus aria-hidden="true" className="size-4" />
        Add exercise
      </Button>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : closeForm())}>
        {/* Wide: the form and the live preview side by side from 1024 px, one above the other below. */}
        <DialogContent className="max-w-6xl">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "New exercise" : "Edit exercise"}</DialogTitle>
            <DialogDescription>In {lesson.title}.</DialogDescription>
          </DialogHeader>
          {isAskingToDiscard ? (
            <div role="alert" className="mb-5 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-medium">Discard the changes to this exercise? They are not saved.</p>
              <div className="flex flex-wrap gap-2">
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question must be answered before anything else */}
                <Button size="sm" variant="outline" autoFocus onClick={() => setIsAskingToDiscard(false)}>
                  Keep editing
                </Button>
                <Button size="sm" variant="destructive" onClick={() => closeForm(true)}>
                  Discard changes
                </Button>
              </div>
            </div>
          ) : null}
          {editing ? (
            <ExerciseForm
              exercise={editing === "new" ? undefined : editing}
              submitLabel={editing === "new" ? "Create exercise" : "Save exercise"}
              courseLevel={courseLevel}
              onCancel={() => closeForm()}
              onDirtyChange={(isDirty) => {
                isFormDirty.current = isDirty;
              }}
              onSubmit={async (values) => {
                if (editing === "new") await create.mutateAsync({ lessonId: lesson.id, exercise: values });
                else await update.mutateAsync({ id: editing.id, changes: values });
                toast({ title: editing === "new" ? "Exercise created" : "Exercise saved", description: values.title });
                closeForm(true);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={previewing !== null} onOpenChange={(open) => (open ? undefined : setPreviewing(null))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Preview</DialogTitle>
            <DialogDescription>As a student sees it. Answers are checked here in your browser; nothing is saved.</DialogDescription>
          </DialogHeader>
          {previewing ? <ExercisePreview exercise={previewing} /> : null}
        </DialogContent>
      </Dialog>

      <DeleteExerciseDialog exercise={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

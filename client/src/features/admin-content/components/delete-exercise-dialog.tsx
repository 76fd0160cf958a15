import { useState } from "react";
import type { AdminExercise } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useDeleteExercise } from "../api/delete-exercise";
import { plural } from "../labels";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * Confirms removing an exercise. One that students have answered is retired (hidden from students, their
 * results kept) rather than deleted, and the dialog says which will happen before it does.
 */
export function DeleteExerciseDialog({ exercise, onClose }: { exercise: AdminExercise | null; onClose: () => void }) {
  const remove = useDeleteExercise();
  const [error, setError] = useState<string | null>(null);
  const willRetire = (exercise?.resultCount ?? 0) > 0;

  async function confirm() {
    if (!exercise) return;
    setError(null);
    try {
      const outcome = await remove.mutateAsync(exercise.id);
      toast({
        title: outcome === "retired" ? "Exercise retired" : "Exercise deleted",
        description:
          outcome === "retired" ? `${exercise.title} is hidden from students; their results are kept.` : `${exercise.title} is gone.`,
      });
      onClose();
    } catch (caught) {
      setError(getErrorMessage(caught, "The exercise could not be removed. Please try again."));
    }
  }

  return (
    <Dialog
      open={exercise !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{willRetire ? "Retire this exercise?" : "Delete this exercise?"}</DialogTitle>
          <DialogDescription>
            {willRetire
              ? `Students have answered “${exercise?.title}” ${plural(exercise?.resultCount ?? 0, "time")}, so it will be retired: hidden from students, with their results and points kept. You can restore it later.`
              : `Nobody has answered “${exercise?.title}” yet, so it will be deleted for good.`}
          </DialogDescription>
        </DialogHeader>
        <FormAlert message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Spinner className="size-4" /> : null}
            {remove.isPending ? (willRetire ? "Retiring..." : "Deleting...") : willRetire ? "Retire exercise" : "Delete exercise"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import type { AdminLeaderboardEntry } from "@shared/api/phonics";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useRemoveLeaderboardEntry } from "../api/remove-leaderboard-entry";
import { useRestoreLeaderboardEntry } from "../api/restore-leaderboard-entry";

/** Remove (a shown entry) or Restore (a removed one), each after a confirmation, with a toast either way. */
export function LeaderboardEntryAction({ entry }: { entry: AdminLeaderboardEntry }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveLeaderboardEntry();
  const restore = useRestoreLeaderboardEntry();
  const isRemoved = entry.removedAt !== null;
  const action = isRemoved
    ? {
        mutation: restore,
        label: "Restore",
        busyLabel: "Restoring...",
        title: `Restore ${entry.nickname}?`,
        description: `${entry.nickname} (account ${entry.parentUsername}) shows on the leaderboard again while the parent keeps it on.`,
        done: { title: "Entry Restored", description: `${entry.nickname} is back on the leaderboard.` },
        failed: { title: "Restore Failed", fallback: "The entry could not be restored." },
      }
    : {
        mutation: remove,
        label: "Remove",
        busyLabel: "Removing...",
        title: `Remove ${entry.nickname} from the leaderboard?`,
        description: `No family will see ${entry.nickname} (account ${entry.parentUsername}) on the leaderboard until an admin restores it. The child keeps playing and their progress is kept.`,
        done: { title: "Entry Removed", description: `${entry.nickname} no longer shows on the leaderboard.` },
        failed: { title: "Remove Failed", fallback: "The entry could not be removed." },
      };

  async function confirm() {
    try {
      await action.mutation.mutateAsync(entry.childId);
    } catch (error) {
      toast({ variant: "destructive", title: action.failed.title, description: getErrorMessage(error, action.failed.fallback) });
      return;
    }
    toast(action.done);
    setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`${action.label} ${entry.nickname} (${entry.parentUsername})`}>
          {action.label}
        </Button>
      }
      title={action.title}
      description={action.description}
      confirmLabel={action.label}
      busyLabel={action.busyLabel}
      confirmVariant={isRemoved ? "primary" : "destructive"}
      dismissLabel="Cancel"
      isBusy={action.mutation.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

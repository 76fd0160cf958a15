import { useState } from "react";
import type { AdminPlacementItem } from "@shared/api/admin-placement";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useSetPlacementItemRetired } from "../api/set-placement-item-retired";

/** Retires an item (after a confirmation: candidates stop seeing it) or restores a retired one. */
export function RetireItemButton({ item }: { item: AdminPlacementItem }) {
  const [open, setOpen] = useState(false);
  const change = useSetPlacementItemRetired();
  const isRetiring = !item.isRetired;

  async function confirm() {
    try {
      await change.mutateAsync({ id: item.id, isRetired: isRetiring });
    } catch (error) {
      toast({
        variant: "destructive",
        title: isRetiring ? "Retire Failed" : "Restore Failed",
        description: getErrorMessage(error, `${item.key} could not be ${isRetiring ? "retired" : "restored"}.`),
      });
      return;
    }
    toast({
      title: isRetiring ? "Item Retired" : "Item Restored",
      description: isRetiring ? `${item.key} is no longer shown in the test.` : `${item.key} is back in the test.`,
    });
    setOpen(false);
  }

  const verb = isRetiring ? "Retire" : "Restore";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`${verb} ${item.key}`}>
          {verb}
        </Button>
      }
      title={`${verb} ${item.key}?`}
      description={
        isRetiring
          ? "Candidates stop seeing it from their next question. Its answers and figures stay, and you can restore it."
          : "Candidates may be shown it again, with its current parameters."
      }
      confirmLabel={isRetiring ? "Retire item" : "Restore item"}
      busyLabel={isRetiring ? "Retiring..." : "Restoring..."}
      confirmVariant={isRetiring ? "destructive" : "primary"}
      dismissLabel="Cancel"
      isBusy={change.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** Extra lines under the description. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  confirmVariant?: ButtonVariant;
  dismissLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** A yes/no question before an action that cannot simply be undone (cancel, refund, disable an account). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  confirmVariant = "primary",
  dismissLabel,
  isBusy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isBusy}>
              {dismissLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? <Spinner className="size-4" /> : null}
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

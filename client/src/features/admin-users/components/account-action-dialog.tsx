import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";

export type ReasonRule = "required" | "optional" | "none";

type AccountActionDialogProps = {
  /** Unique on the page: the ids of the dialog's fields derive from it. */
  id: string;
  label: string;
  title: string;
  /** Exactly what will happen. */
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  reason: ReasonRule;
  /** More fields above the reason (the days of an extension); return an error message to stop. */
  children?: ReactNode;
  validate?: () => string | null;
  /** Runs the action; its answer's text is the toast's description. */
  run: (reason: string) => Promise<string>;
  successTitle: string;
  isBusy: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A confirmation that says what will happen, asks why where it matters, and tells the result as a toast. */
export function AccountActionDialog(props: AccountActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setReason("");
      setReasonError(undefined);
    }
    props.onOpenChange?.(next);
  }

  async function confirm() {
    const fieldProblem = props.validate?.() ?? null;
    const trimmed = reason.trim();
    const missingReason = props.reason === "required" && trimmed === "" ? "Please give a reason: it is kept in the audit log" : undefined;
    const tooLong = trimmed.length > 500 ? "The reason must be at most 500 characters" : undefined;
    setReasonError(missingReason ?? tooLong);
    if (fieldProblem || missingReason || tooLong) return;
    try {
      const description = await props.run(trimmed);
      toast({ title: props.successTitle, description });
      changeOpen(false);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Not done",
        description: getErrorMessage(error, "The action could not be completed. Please try again."),
      });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant={props.variant === "destructive" ? "outline" : "secondary"} size="sm">
          {props.label}
        </Button>
      }
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      busyLabel="Working..."
      confirmVariant={props.variant ?? "primary"}
      dismissLabel="Keep as it is"
      isBusy={props.isBusy}
      onConfirm={() => void confirm()}
    >
      {props.children || props.reason !== "none" ? (
        <div className="space-y-4">
          {props.children}
          {props.reason !== "none" ? (
            <TextAreaField
              id={`${props.id}-reason`}
              label={props.reason === "required" ? "Reason" : "Reason (optional)"}
              hint="Kept in the audit log with your name."
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError}
              rows={3}
              maxLength={500}
            />
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

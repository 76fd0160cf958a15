import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCancelEmailChange } from "../api/cancel-email-change";
import { useEmailConfirmationState } from "../api/email-confirmation-state";
import { useResendEmailConfirmation } from "../api/resend-email-confirmation";

/**
 * Asks the person to open their confirmation link until they have: receipts and certificates are mailed
 * only to a confirmed address. Also shows a change of address that waits for its link, with a way back.
 * Shows nothing while loading or when there is nothing to confirm (a failed read is not worth a banner).
 */
export function EmailConfirmationNudge() {
  const state = useEmailConfirmationState();
  const resend = useResendEmailConfirmation();
  const cancel = useCancelEmailChange();
  const data = state.data;
  if (!data || (data.isConfirmed && !data.pendingEmail)) return null;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "Link Sent", description: answer.message }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Not Sent", description: getErrorMessage(error, "Please try again later.") }),
    });
  const cancelChange = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "Change Cancelled", description: answer.message }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Not Cancelled", description: getErrorMessage(error, "Please try again later.") }),
    });

  return (
    <section
      aria-labelledby="email-confirmation-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 flex-none text-amber-700" />
        <div className="min-w-0 space-y-1">
          <h2 id="email-confirmation-title" className="font-semibold text-slate-900">
            {data.pendingEmail ? "Confirm your new email address" : "Please confirm your email address"}
          </h2>
          <p className="text-sm break-words text-slate-700">
            {data.pendingEmail ? (
              <>
                We sent a link to <strong>{data.pendingEmail}</strong>. Your mail keeps going to <strong>{data.email}</strong> until you
                open it.
              </>
            ) : (
              <>
                We sent a link to <strong>{data.email}</strong>. Until you open it, we do not mail you receipts or certificates (you find
                them on this page).
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-none flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? "Sending..." : "Send the link again"}
        </Button>
        {data.pendingEmail ? (
          <Button variant="ghost" size="sm" onClick={cancelChange} disabled={cancel.isPending}>
            Cancel the change
          </Button>
        ) : null}
      </div>
    </section>
  );
}

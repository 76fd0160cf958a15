import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useResendEmailConfirmation } from "@/features/email-confirmation/api/resend-email-confirmation";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

type Props = {
  /** Why the trial did not start, as the server said it. */
  message: string;
  onStart: () => void;
  isStarting: boolean;
};

/**
 * What a parent whose address is not confirmed yet is told instead of a started trial: open the mailed
 * link (or have it sent again), then start the trial from here.
 */
function ConfirmationSteps({ message, onStart, isStarting }: Props) {
  const { t } = useT();
  const { user } = useAuth();
  const resend = useResendEmailConfirmation();
  return (
    <div className="space-y-4">
      <p role="alert" className="font-medium text-slate-900">
        {message}
      </p>
      <p className="break-words text-slate-700">{t("kids.trialConfirm.howTo", { email: user?.email ?? "" })}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onStart} disabled={isStarting}>
          {isStarting ? t("kids.trialButton.starting") : t("kids.trialConfirm.startTrial")}
        </Button>
        <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? t("kids.trialConfirm.sending") : t("kids.trialConfirm.sendAgain")}
        </Button>
      </div>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {translateMessage(resend.data.message)}
        </p>
      ) : resend.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {translateMessage(getErrorMessage(resend.error, t("kids.trialConfirm.notSent")))}
        </p>
      ) : null}
    </div>
  );
}

/** In place of the trial, on the page a new parent lands on after registering. */
export function TrialNeedsConfirmation(props: Props) {
  const { t } = useT();
  return (
    <section aria-labelledby="trial-confirm-title" className="space-y-4">
      <h2 id="trial-confirm-title" className="text-xl font-semibold text-slate-900">
        {t("kids.trialConfirm.title")}
      </h2>
      <ConfirmationSteps {...props} />
    </section>
  );
}

/** The same, over the kids page, whichever of its trial buttons was pressed. */
export function TrialNeedsConfirmationDialog({ onClose, ...props }: Props & { onClose: () => void }) {
  const { t } = useT();
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t("kids.trialConfirm.title")}</DialogTitle>
        </DialogHeader>
        <ConfirmationSteps {...props} />
      </DialogContent>
    </Dialog>
  );
}

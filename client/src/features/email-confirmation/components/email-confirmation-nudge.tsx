import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { Trans } from "@/i18n/trans";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
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
  const { t } = useT();
  const state = useEmailConfirmationState();
  const resend = useResendEmailConfirmation();
  const cancel = useCancelEmailChange();
  const data = state.data;
  if (!data || (data.isConfirmed && !data.pendingEmail)) return null;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: t("account.emailNudge.sentToast"), description: translateMessage(answer.message) }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("account.emailNudge.notSentToast"),
          description: translateMessage(getErrorMessage(error, t("account.emailNudge.tryLater"))),
        }),
    });
  const cancelChange = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast({ title: t("account.emailNudge.cancelledToast"), description: translateMessage(answer.message) }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("account.emailNudge.notCancelledToast"),
          description: translateMessage(getErrorMessage(error, t("account.emailNudge.tryLater"))),
        }),
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
            {data.pendingEmail ? t("account.emailNudge.confirmNewTitle") : t("account.emailNudge.confirmTitle")}
          </h2>
          <p className="text-sm break-words text-slate-700">
            {data.pendingEmail ? (
              <Trans
                id="account.emailNudge.confirmNewText"
                values={{ pendingEmail: data.pendingEmail, email: data.email }}
                components={[<strong translate="no" />, <strong translate="no" />]}
              />
            ) : (
              <Trans id="account.emailNudge.confirmText" values={{ email: data.email }} components={[<strong translate="no" />]} />
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-none flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? t("account.emailNudge.sending") : t("account.emailNudge.sendAgain")}
        </Button>
        {data.pendingEmail ? (
          <Button variant="ghost" size="sm" onClick={cancelChange} disabled={cancel.isPending}>
            {t("account.emailNudge.cancelChange")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

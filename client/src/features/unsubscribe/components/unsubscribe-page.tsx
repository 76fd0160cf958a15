import { CheckCircle2, MailX } from "lucide-react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useUnsubscribe } from "../api/unsubscribe";

/**
 * /unsubscribe?token=: the link at the bottom of every outreach email. Opening it changes nothing (mail
 * scanners open links); the person confirms with the button.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useT();
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="mx-auto max-w-lg rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        <h2 className="mt-3 text-xl font-semibold text-emerald-900">{t("account.unsubscribe.doneTitle")}</h2>
        <p className="mt-2 text-emerald-900">
          {t("account.unsubscribe.doneText", { email: unsubscribe.data.email, college: COLLEGE_NAME })}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <MailX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      {token ? (
        <>
          <p className="text-slate-700">{t("account.unsubscribe.prompt", { college: COLLEGE_NAME })}</p>
          <FormAlert message={unsubscribe.isError ? getErrorMessage(unsubscribe.error, t("account.unsubscribe.tryAgain")) : null} />
          <Button size="lg" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? t("account.unsubscribe.submitting") : t("account.unsubscribe.submit")}
          </Button>
        </>
      ) : (
        <p className="text-slate-700">
          <Trans id="account.unsubscribe.incompleteLink" components={[<Link href="/contact" className="text-brand-700 underline" />]} />
        </p>
      )}
    </div>
  );
}

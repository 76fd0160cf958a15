import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { translateMessage } from "@/i18n/translate-message";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { useConfirmEmail } from "@/features/email-confirmation/api/confirm-email";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/redirect";

const POINTS = [
  "auth.confirmEmail.points.receipts",
  "auth.confirmEmail.points.certificates",
  "auth.confirmEmail.points.resetLinks",
] as const;

/** The token from the mailed link: in the fragment (never sent to the server in the address). */
function readToken() {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

/** Opens a mailed confirmation link once, on arrival: no button to press, as people expect from such links. */
export default function ConfirmEmailScreen() {
  const { t } = useT();
  const [token] = useState(readToken);
  const confirm = useConfirmEmail();
  const { user } = useAuth();
  const isSent = useRef(false);

  useEffect(() => {
    // The token leaves the address bar (history, screenshots, a shared screen) once it is read.
    if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
    // Once, also under React's double effects in development: the link works a single time.
    if (token && !isSent.current) {
      isSent.current = true;
      confirm.mutate({ token });
    }
  }, [token, confirm]);

  return (
    <AuthLayout
      title={t("auth.confirmEmail.title")}
      description={t("auth.confirmEmail.description")}
      asideTitle={t("auth.confirmEmail.asideTitle")}
      asidePoints={POINTS.map((id) => t(id))}
    >
      {!token ? (
        <FormAlert message={t("auth.confirmEmail.incompleteLink")} />
      ) : confirm.isError ? (
        <div className="space-y-4">
          <FormAlert message={getErrorMessage(confirm.error, t("auth.confirmEmail.incompleteLink"))} />
          <Link href={user ? DEFAULT_SIGNED_IN_PATH : "/login"} className={buttonClasses({ variant: "outline" })}>
            {user ? t("auth.confirmEmail.toDashboard") : t("auth.confirmEmail.signIn")}
          </Link>
        </div>
      ) : confirm.isSuccess ? (
        <div className="space-y-4" role="status">
          <p className="flex items-start gap-2 text-lg font-semibold text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-5 flex-none" />
            {translateMessage(confirm.data.message)}
          </p>
          <p className="break-words text-slate-700">
            <Trans
              id={confirm.data.isChanged ? "auth.confirmEmail.changedTo" : "auth.confirmEmail.writeTo"}
              values={{ email: confirm.data.email }}
              components={[<strong translate="no" />]}
            />
          </p>
          <Link href={user ? DEFAULT_SIGNED_IN_PATH : "/login"} className={buttonClasses({})}>
            {user ? t("auth.confirmEmail.toDashboard") : t("auth.confirmEmail.signIn")}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner className="size-5 text-brand-600" />
          {t("auth.confirmEmail.confirming")}
        </p>
      )}
    </AuthLayout>
  );
}

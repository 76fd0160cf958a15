import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { homePathFor } from "@/lib/redirect";

const POINTS = [
  "auth.resetPassword.points.otherDevices",
  "auth.resetPassword.points.staySignedIn",
  "auth.resetPassword.points.progress",
] as const;

/** The token from the mailed link: in the fragment (never sent to the server), or ?token= as a fallback. */
function readToken() {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get("token");
  return fromFragment ?? new URLSearchParams(window.location.search).get("token");
}

export default function ResetPasswordScreen() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [token] = useState(readToken);

  // The token leaves the address bar (history, screenshots, a shared screen) once it is read.
  useEffect(() => {
    if (window.location.hash || window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  return (
    <AuthLayout
      title={t("auth.resetPassword.title")}
      description={t("auth.resetPassword.description")}
      asideTitle={t("auth.resetPassword.asideTitle")}
      asidePoints={POINTS.map((id) => t(id))}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onSuccess={(user) => {
            toast({
              title: t("auth.resetPassword.changedToast.title"),
              description: t("auth.resetPassword.changedToast.description", { name: user.firstName || user.username }),
            });
            navigate(homePathFor(user), { replace: true });
          }}
        />
      ) : (
        <div className="space-y-4">
          <FormAlert message={t("auth.resetPassword.incompleteLink")} />
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("auth.resetPassword.askNewLink")}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

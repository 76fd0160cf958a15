import { Link } from "wouter";
import { useT } from "@/i18n/use-t";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

const POINTS = [
  "auth.forgotPassword.points.identify",
  "auth.forgotPassword.points.link",
  "auth.forgotPassword.points.newPassword",
] as const;

export default function ForgotPasswordScreen() {
  const { t } = useT();
  return (
    <AuthLayout
      title={t("auth.forgotPassword.title")}
      description={t("auth.forgotPassword.description")}
      asideTitle={t("auth.forgotPassword.asideTitle")}
      asidePoints={POINTS.map((id) => t(id))}
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.forgotPassword.remembered")}{" "}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {t("auth.forgotPassword.backToSignIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}

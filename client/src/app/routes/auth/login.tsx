import { Link, useLocation, useSearch } from "wouter";
import { useT } from "@/i18n/use-t";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { LoginForm } from "@/features/auth/components/login-form";
import { getPostSignInPath, readRedirectParam, withRedirect } from "@/lib/redirect";

const BENEFITS = ["auth.login.benefits.pickUp", "auth.login.benefits.progress", "auth.login.benefits.liveClasses"] as const;

export default function LoginScreen() {
  const { t } = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  // Only a same-site path is followed: `?redirect=//evil.com` must not send anyone off the site.
  const redirect = readRedirectParam(search);

  return (
    <AuthLayout
      title={t("auth.login.title")}
      description={t("auth.login.description")}
      asideTitle={t("auth.login.asideTitle")}
      asidePoints={BENEFITS.map((id) => t(id))}
    >
      {/* An explicit return path wins; without one, an administrator opens the admin area. */}
      <LoginForm onSuccess={(user) => navigate(getPostSignInPath(search, user), { replace: true })} />
      <p className="mt-4 text-center text-sm">
        <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          {t("auth.login.forgotPassword")}
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.login.newToCollege")}{" "}
        <Link href={withRedirect("/register", redirect)} className="font-semibold text-brand-700 hover:underline">
          {t("auth.login.createAccount")}
        </Link>
      </p>
    </AuthLayout>
  );
}

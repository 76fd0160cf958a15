import { Link, useLocation, useSearch } from "wouter";
import { useT } from "@/i18n/use-t";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { RegisterForm } from "@/features/auth/components/register-form";
import { DEFAULT_SIGNED_IN_PATH, readRedirectParam, withRedirect } from "@/lib/redirect";
import { usePublicFigures } from "@/lib/school";

const BENEFITS = ["auth.register.benefits.levels", "auth.register.benefits.assessment", "auth.register.benefits.certificates"] as const;

export default function RegisterScreen() {
  const { t } = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const redirect = readRedirectParam(search);
  // The students and their countries as counted, once the school publishes them; no number otherwise.
  const figures = usePublicFigures();
  const students =
    figures?.students && figures.countries
      ? [t("auth.register.benefits.students", { students: figures.students, countries: figures.countries })]
      : [];

  return (
    <AuthLayout
      title={t("auth.register.title")}
      description={t("auth.register.description")}
      asideTitle={t("auth.register.asideTitle")}
      asidePoints={[...students, ...BENEFITS.map((id) => t(id))]}
    >
      <RegisterForm onSuccess={() => navigate(redirect ?? DEFAULT_SIGNED_IN_PATH, { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.register.haveAccount")}{" "}
        <Link href={withRedirect("/login", redirect)} className="font-semibold text-brand-700 hover:underline">
          {t("auth.register.signIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}

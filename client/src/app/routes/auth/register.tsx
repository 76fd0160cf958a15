import { Link, useLocation, useSearch } from "wouter";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { RegisterForm } from "@/features/auth/components/register-form";
import { DEFAULT_SIGNED_IN_PATH, readRedirectParam, withRedirect } from "@/lib/redirect";

const BENEFITS = [
  "Join 2,500+ students from more than 50 countries",
  "Courses for every CEFR level, from A1 to C2",
  "A free placement assessment to find your level",
  "Certificates of completion you can share with employers",
];

export default function RegisterScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const redirect = readRedirectParam(search);

  return (
    <AuthLayout
      title="Create Your Account"
      description="Start learning English today. It takes less than a minute."
      asideTitle="Learn with 2,500+ international students"
      asidePoints={BENEFITS}
    >
      <RegisterForm onSuccess={() => navigate(redirect ?? DEFAULT_SIGNED_IN_PATH, { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href={withRedirect("/login", redirect)} className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

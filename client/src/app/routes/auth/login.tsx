import { Link, useLocation, useSearch } from "wouter";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { LoginForm } from "@/features/auth/components/login-form";
import { DEFAULT_SIGNED_IN_PATH, readRedirectParam, withRedirect } from "@/lib/redirect";

const BENEFITS = [
  "Pick up your courses where you left off",
  "See your progress, achievements and certificates",
  "Join live classes in your time zone",
];

export default function LoginScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Only a same-site path is followed: `?redirect=//evil.com` must not send anyone off the site.
  const redirect = readRedirectParam(search);

  return (
    <AuthLayout
      title="Sign In"
      description="Welcome back! Sign in to continue learning."
      asideTitle="Your English, one step further"
      asidePoints={BENEFITS}
    >
      <LoginForm onSuccess={() => navigate(redirect ?? DEFAULT_SIGNED_IN_PATH, { replace: true })} />
      <p className="mt-4 text-center text-sm">
        <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to the college?{" "}
        <Link href={withRedirect("/register", redirect)} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}

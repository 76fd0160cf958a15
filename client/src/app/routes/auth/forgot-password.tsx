import { Link } from "wouter";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

const POINTS = [
  "Enter the email address or username of your account",
  "We mail you a link that works once, for 1 hour",
  "Choose a new password and carry on learning",
];

export default function ForgotPasswordScreen() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="We will send you a link to choose a new one."
      asideTitle="Back to your lessons in a minute"
      asidePoints={POINTS}
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/use-toast";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/redirect";

const POINTS = ["Every other device is signed out", "You stay signed in here", "Your courses and progress stay as they were"];
const INCOMPLETE_LINK = "This reset link is incomplete. Open the link from the mail again, or ask for a new one.";

/** The token from the mailed link: in the fragment (never sent to the server), or ?token= as a fallback. */
function readToken() {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get("token");
  return fromFragment ?? new URLSearchParams(window.location.search).get("token");
}

export default function ResetPasswordScreen() {
  const [, navigate] = useLocation();
  const [token] = useState(readToken);

  // The token leaves the address bar (history, screenshots, a shared screen) once it is read.
  useEffect(() => {
    if (window.location.hash || window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  return (
    <AuthLayout
      title="Choose a new password"
      description="The same rules as when you registered."
      asideTitle="A fresh start for your account"
      asidePoints={POINTS}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onSuccess={(user) => {
            toast({ title: "Password Changed", description: `Welcome back, ${user.firstName || user.username}! You are signed in.` });
            navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
          }}
        />
      ) : (
        <div className="space-y-4">
          <FormAlert message={INCOMPLETE_LINK} />
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Ask for a new reset link
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

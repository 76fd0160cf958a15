import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { buildLoginPath, getPostSignInPath } from "@/lib/redirect";
import { AccessDenied } from "./routes/errors/access-denied";

// The server enforces every rule below; these guards only spare people a screen they cannot use.
// While /api/me has not answered they show a spinner: guessing would flash the wrong screen.

function useCurrentPath() {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

const checkingAccount = <PageSpinner label="Checking your account..." />;

type RequireAuthProps = {
  children: ReactNode;
  /** Where visitors go instead; by default sign-in, coming back to this page afterwards. */
  signedOutPath?: string;
};

export function RequireAuth({ children, signedOutPath }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const currentPath = useCurrentPath();
  if (isLoading) return checkingAccount;
  if (!user) return <Redirect to={signedOutPath ?? buildLoginPath(currentPath)} replace />;
  return <>{children}</>;
}

/** Administrators only: visitors go to sign-in, signed-in students see "Access Denied". */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const currentPath = useCurrentPath();
  if (isLoading) return checkingAccount;
  if (!user) return <Redirect to={buildLoginPath(currentPath)} replace />;
  if (!user.isAdmin) return <AccessDenied />;
  return <>{children}</>;
}

/** Sign-in and register are for visitors: a signed-in person goes where the page would have sent them. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return checkingAccount;
  if (user) return <Redirect to={getPostSignInPath(search)} replace />;
  return <>{children}</>;
}

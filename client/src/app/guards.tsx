import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { useMySubscription } from "@/features/dashboard/api/get-my-subscription";
import { isKidsParent } from "@/features/parent-home/kids-plan-state";
import { useAuth } from "@/lib/auth";
import { PARENT_HOME_PATH } from "@/lib/parent-paths";
import { buildLoginPath, getPostSignInPath } from "@/lib/redirect";
import { AccessDenied } from "./routes/errors/access-denied";

// The server enforces every rule below; these guards only spare people a screen they cannot use.
// While /api/me has not answered they show a spinner: guessing would flash the wrong screen.

function useCurrentPath() {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

function CheckingAccount() {
  const { t } = useT();
  return <PageSpinner label={t("common.guards.checkingAccount")} />;
}

const checkingAccount = <CheckingAccount />;

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

/**
 * Administrators only: visitors go to sign-in, signed-in students see "Access Denied" (or `denied`: the
 * same page in a frame of the caller's choice).
 */
export function RequireAdmin({ children, denied }: { children: ReactNode; denied?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const currentPath = useCurrentPath();
  if (isLoading) return checkingAccount;
  if (!user) return <Redirect to={buildLoginPath(currentPath)} replace />;
  if (!user.isAdmin) return denied ?? <AccessDenied />;
  return <>{children}</>;
}

/** Sign-in and register are for visitors: a signed-in person goes where the page would have sent them. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return checkingAccount;
  if (user) return <Redirect to={getPostSignInPath(search, user)} replace />;
  return <>{children}</>;
}

/**
 * The dashboard is the adult learner's: a parent whose plan (or trial) is a kids one goes to the parent home
 * instead, never to adult courses they cannot open. Admins and an unreadable subscription keep the dashboard.
 * Render inside RequireAuth.
 */
export function ParentHomeForKidsParents({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const subscription = useMySubscription();
  if (isAdmin) return <>{children}</>;
  // Only the first answer is waited for: a failed read is fetched again when the dashboard asks for it,
  // and going back to the spinner then would unmount the dashboard and ask again, for ever.
  const hasAnswered = subscription.dataUpdatedAt > 0 || subscription.errorUpdatedAt > 0;
  if (!hasAnswered) return checkingAccount;
  if (subscription.isSuccess && isKidsParent(subscription.data.subscription)) return <Redirect to={PARENT_HOME_PATH} replace />;
  return <>{children}</>;
}

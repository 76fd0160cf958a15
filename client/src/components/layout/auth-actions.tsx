import { LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { translate, useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth, useLogout } from "@/lib/auth";
import { cn } from "@/lib/utils";

type AuthActionsProps = {
  /** "bar" sits on the dark header; "drawer" stacks full width on the white mobile drawer. */
  placement: "bar" | "drawer";
  onNavigate?: () => void;
};

/** Sign In / Register for visitors; My Dashboard / Sign Out (and Admin for admins) once signed in. */
export function AuthActions({ placement, onNavigate }: AuthActionsProps) {
  const { t } = useT();
  const { user, isLoading, isAdmin } = useAuth();
  const logout = useLogout();
  const [location] = useLocation();
  const currentFor = (href: string) => (location === href ? ("page" as const) : undefined);
  const isDrawer = placement === "drawer";
  const secondary = isDrawer ? "outline" : "inverse";
  const layout = isDrawer ? "flex flex-col gap-2" : "flex items-center gap-2";
  const itemClass = isDrawer ? "w-full" : undefined;

  // Until /api/me answers we do not know which buttons apply: keep the space, show neither set.
  if (isLoading) return <div aria-hidden="true" className={cn(layout, isDrawer ? "h-24" : "h-9 w-44")} />;

  if (!user) {
    return (
      <div className={layout}>
        <Link href="/login" onClick={onNavigate} className={buttonClasses({ variant: secondary, size: "sm", className: itemClass })}>
          {t("common.authActions.signIn")}
        </Link>
        <Link href="/register" onClick={onNavigate} className={buttonClasses({ variant: "accent", size: "sm", className: itemClass })}>
          {t("common.authActions.register")}
        </Link>
      </div>
    );
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: translate("common.authActions.logoutFailed"),
          description: getErrorMessage(error, translate("common.authActions.tryAgain")),
        }),
    });

  return (
    <div className={layout}>
      {isAdmin ? (
        <Link
          href="/admin"
          aria-current={currentFor("/admin")}
          onClick={onNavigate}
          className={buttonClasses({ variant: secondary, size: "sm", className: itemClass })}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t("common.authActions.admin")}
        </Link>
      ) : null}
      <Link
        href="/dashboard"
        aria-current={currentFor("/dashboard")}
        onClick={onNavigate}
        className={buttonClasses({ variant: "accent", size: "sm", className: itemClass })}
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {t("common.authActions.dashboard")}
      </Link>
      <Button variant={secondary} size="sm" className={itemClass} onClick={signOut} disabled={logout.isPending}>
        <LogOut aria-hidden="true" className="size-4" />
        {t("common.authActions.signOut")}
      </Button>
    </div>
  );
}

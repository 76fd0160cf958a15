import { ArrowLeft, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useLogout } from "@/lib/auth";
import { AdminDrawer } from "./admin-drawer";

/** The staff side's own bar: where you are, who is signed in, the way back to the public site, sign out. */
export function AdminHeader({ username }: { username: string }) {
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({ variant: "destructive", title: "Logout failed", description: getErrorMessage(error, "Please try again.") }),
    });

  return (
    <header className="surface-dark sticky top-0 z-40 h-16 bg-slate-900 text-white">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <AdminDrawer username={username} />
        <Link href="/admin" className="flex min-w-0 items-center gap-2 rounded-lg py-1 pr-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-brand-950">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-bold">Admin</span>
            <span className="hidden truncate text-xs text-slate-300 sm:block">{COLLEGE_NAME}</span>
          </span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <p className="hidden truncate text-sm text-slate-300 md:block">
            Signed in as <span className="font-semibold text-white">{username}</span>
          </p>
          <Link href="/" className={buttonClasses({ variant: "inverse", size: "sm", className: "px-2.5 sm:px-3" })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Back to the site</span>
          </Link>
          <Button variant="inverse" size="sm" className="px-2.5 sm:px-3" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Sign Out</span>
          </Button>
        </div>
      </div>
    </header>
  );
}

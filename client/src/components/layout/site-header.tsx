import { GraduationCap } from "lucide-react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { AuthActions } from "./auth-actions";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="surface-dark relative isolate z-40 bg-brand-950 text-white">
      {/* Decorative pattern under a dark blue veil, so white text keeps its contrast on any part of it. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <img src="/images/header-background.svg" alt="" className="size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-r from-brand-950/90 via-brand-900/80 to-brand-950/90" />
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link href="/" className="flex items-center gap-2.5 rounded-lg py-1 pr-2">
          <span className="flex size-10 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
            <GraduationCap aria-hidden="true" className="size-6" />
          </span>
          <span className="text-lg leading-tight font-bold tracking-tight sm:text-xl">{COLLEGE_NAME}</span>
        </Link>
        <div className="hidden lg:block">
          <AuthActions placement="bar" />
        </div>
        <MobileNav />
      </div>
      <div className="mx-auto hidden max-w-7xl border-t border-white/10 px-4 py-1.5 sm:px-6 lg:block lg:px-8">
        <DesktopNav />
      </div>
    </header>
  );
}

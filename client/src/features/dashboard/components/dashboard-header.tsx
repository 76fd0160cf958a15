import { useEffect, useState } from "react";
import type { PublicUser } from "@shared/api/auth";
import { DocumentTitle } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";
import { CurrentLevelBadge } from "./current-level-badge";

const DAY_MS = 24 * 60 * 60 * 1000;
const welcomedKey = (userId: number) => `dashboard-welcomed:${userId}`;

/**
 * Whether this is the student's first look at their dashboard: a new account (under a day old) that this
 * browser has not welcomed before. Storage that is blocked counts as "welcomed" (the usual greeting).
 */
export function isFirstDashboardVisit(user: Pick<PublicUser, "id" | "createdAt">, now = Date.now()) {
  const isNewAccount = now - new Date(user.createdAt).getTime() < DAY_MS;
  try {
    return isNewAccount && window.localStorage.getItem(welcomedKey(user.id)) === null;
  } catch {
    return false;
  }
}

/** The page's one h1: browser tests read its exact text. "Welcome" on the first visit, then "Welcome back". */
export function DashboardHeader({ user }: { user: PublicUser }) {
  const { t } = useT();
  const name = user.firstName || user.username;
  // Decided once per visit: the greeting does not change under the student's eyes.
  const [isFirstVisit] = useState(() => isFirstDashboardVisit(user));
  useEffect(() => {
    try {
      window.localStorage.setItem(welcomedKey(user.id), "1");
    } catch {
      // Private mode: the next visit greets "Welcome back" anyway once the account is a day old.
    }
  }, [user.id]);
  return (
    <header className="surface-dark relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 p-6 text-white shadow-sm sm:p-8">
      <DocumentTitle title={t("dashboard.header.title")} />
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t("dashboard.header.title")}</p>
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {isFirstVisit ? t("dashboard.header.welcome", { name }) : t("dashboard.header.welcomeBack", { name })}
          </h1>
          <p className="text-brand-100">{isFirstVisit ? t("dashboard.header.introFirstVisit") : t("dashboard.header.introReturning")}</p>
        </div>
        <div className="shrink-0">
          <CurrentLevelBadge languageLevel={user.languageLevel} />
        </div>
      </div>
    </header>
  );
}

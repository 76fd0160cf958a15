import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "@/i18n/use-t";

/** A visitor follows a link (to register, then back); a signed-in parent starts the trial in place. */
export type KidsTrialAction = { href: string } | { onClick: () => void; isBusy?: boolean; isDisabled?: boolean };

export function KidsTrialButton({ action, className, children }: { action: KidsTrialAction; className: string; children: ReactNode }) {
  const { t } = useT();
  if ("href" in action) {
    return (
      <Link href={action.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={action.onClick}
      disabled={action.isBusy || action.isDisabled}
      aria-busy={action.isBusy}
      className={className}
    >
      {action.isBusy ? t("kids.trialButton.starting") : children}
    </button>
  );
}

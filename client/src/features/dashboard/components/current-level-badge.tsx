import { ClipboardCheck, GraduationCap } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useMyAssessment } from "../api/get-my-assessment";
import { getCurrentLevel } from "../current-level";

/** The header's "current English level", or the way to find it out. */
export function CurrentLevelBadge({ languageLevel }: { languageLevel: string | null }) {
  const { t } = useT();
  const assessment = useMyAssessment();

  if (assessment.isPending) {
    return (
      <div role="status" className="h-16 w-full animate-pulse rounded-xl bg-white/10 sm:w-56">
        <span className="sr-only">{t("dashboard.levelBadge.loading")}</span>
      </div>
    );
  }

  // A failed read falls back to the level chosen at registration: the Progress tab offers the retry.
  const level = getCurrentLevel({ assessment: assessment.data, languageLevel });
  if (!level) {
    return (
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <p className="text-sm text-brand-100">{t("dashboard.levelBadge.findLevel")}</p>
        <Link href="/assessment" className={buttonClasses({ variant: "accent" })}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {t("dashboard.levelBadge.takeAssessment")}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-brand-950">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-brand-100 uppercase">{t("dashboard.levelBadge.label")}</p>
        <p className="text-lg font-semibold break-words">{level}</p>
        {/* The adaptive test's result keeps its page (chances, skills, course to start); the old fixed test's has none. */}
        {assessment.data?.band ? (
          <Link href="/assessment" className="text-sm font-medium text-white underline underline-offset-2 hover:text-brand-100">
            {t("dashboard.levelBadge.seeResult")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

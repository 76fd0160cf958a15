import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { Button, buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { TrialNeedsConfirmation } from "./trial-needs-confirmation";
import { useKidsTrialStart } from "./use-kids-trial";

/**
 * /kids/start-trial: where a parent lands after registering (or signing in) from a kids trial button. The
 * trial starts once, on arrival; the parent then goes to the parent home with a plain message.
 */
export default function StartTrialScreen() {
  const { t } = useT();
  const trial = useKidsTrialStart();
  const hasAsked = useRef(false);
  const { isReady, start } = trial;

  useEffect(() => {
    if (!isReady || hasAsked.current) return;
    hasAsked.current = true;
    start();
  }, [isReady, start]);

  return (
    <PageContainer className="max-w-xl">
      <DocumentTitle title={t("kids.startTrial.documentTitle")} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{t("kids.startTrial.title")}</h1>
      {trial.plansFailed ? (
        <SectionError message={t("kids.startTrial.plansFailed")} onRetry={trial.retryPlans} />
      ) : trial.confirmationNeeded ? (
        <TrialNeedsConfirmation message={trial.confirmationNeeded} onStart={start} isStarting={trial.isStarting} />
      ) : trial.hasFailed ? (
        <div className="space-y-4">
          <p role="alert" className="text-slate-700">
            {t("kids.startTrial.notStarted")}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={start} disabled={trial.isStarting}>
              {t("kids.startTrial.tryAgain")}
            </Button>
            <Link href="/kids" className={buttonClasses({ variant: "outline" })}>
              {t("kids.startTrial.backToPlans")}
            </Link>
          </div>
        </div>
      ) : (
        <SectionLoading label={t("kids.startTrial.starting")} />
      )}
    </PageContainer>
  );
}

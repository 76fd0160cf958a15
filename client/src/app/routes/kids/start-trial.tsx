import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { Button, buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useKidsTrialStart } from "./use-kids-trial";

/**
 * /kids/start-trial: where a parent lands after registering (or signing in) from a kids trial button. The
 * trial starts once, on arrival; the parent then goes to the parent home with a plain message.
 */
export default function StartTrialScreen() {
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
      <DocumentTitle title="Start your free trial" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">Your free 7-day trial</h1>
      {trial.plansFailed ? (
        <SectionError message="The kids plans could not be loaded, so the trial has not started." onRetry={trial.retryPlans} />
      ) : trial.hasFailed ? (
        <div className="space-y-4">
          <p role="alert" className="text-slate-700">
            The trial has not started yet.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={start} disabled={trial.isStarting}>
              Try again
            </Button>
            <Link href="/kids" className={buttonClasses({ variant: "outline" })}>
              Back to the kids plans
            </Link>
          </div>
        </div>
      ) : (
        <SectionLoading label="Starting your free trial..." />
      )}
    </PageContainer>
  );
}

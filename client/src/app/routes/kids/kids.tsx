import { useEffect } from "react";
import type { PlanCardAction } from "@/features/billing/components/plan-card";
import { useSubscriptionPlans } from "@/features/billing/api/get-subscription-plans";
import { KidsPlanGrid } from "@/features/billing/components/kids-plan-grid";
import { findTrialPlan } from "@/features/billing/kids-plan-offers";
import { KidsCallToAction } from "@/features/kids/components/kids-call-to-action";
import { KidsDemoCards } from "@/features/kids/components/kids-demo-cards";
import { KidsFeatureCards } from "@/features/kids/components/kids-feature-cards";
import { KidsHero } from "@/features/kids/components/kids-hero";
import type { KidsTrialAction } from "@/features/kids/components/kids-trial-button";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { KIDS_PLANS_ID } from "@/lib/parent-paths";
import { TrialNeedsConfirmationDialog } from "./trial-needs-confirmation";
import { TRIAL_SIGN_UP_PATH, useKidsTrialStart } from "./use-kids-trial";

type KidsTrial = ReturnType<typeof useKidsTrialStart>;

/** Every "Start Free Trial" of the page does the same: a visitor registers first, a parent starts it here. */
function useTrialActions(trial: KidsTrial): { trialAction: KidsTrialAction; planCardAction: PlanCardAction } {
  const { user } = useAuth();
  const { t } = useT();
  const label = t("kids.startFreeTrial");
  if (!user) return { trialAction: { href: TRIAL_SIGN_UP_PATH }, planCardAction: { label, href: TRIAL_SIGN_UP_PATH } };
  const isBusy = trial.isStarting || !trial.isReady;
  return {
    trialAction: { onClick: trial.start, isBusy: trial.isStarting, isDisabled: !trial.isReady },
    planCardAction: {
      label,
      onClick: trial.start,
      isBusy,
      busyLabel: trial.isStarting ? t("kids.plans.starting") : t("kids.plans.loading"),
    },
  };
}

export default function KidsScreen() {
  const { t } = useT();
  const trial = useKidsTrialStart();
  const { trialAction, planCardAction } = useTrialActions(trial);
  // The trial's length is the plan's (0: no plan offers one); unknown while the plans load.
  const plans = useSubscriptionPlans("kids");
  const trialDays = plans.data ? (findTrialPlan(plans.data)?.trialDays ?? 0) : undefined;

  // "Choose a plan" elsewhere links to /kids#plans: a single-page app has to scroll there itself, after the
  // shell has scrolled the new page to its top (its effect runs after this screen's).
  useEffect(() => {
    if (window.location.hash !== `#${KIDS_PLANS_ID}`) return;
    const timer = window.setTimeout(() => document.getElementById(KIDS_PLANS_ID)?.scrollIntoView({ block: "start" }), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <KidsHero trialAction={trialAction} trialDays={trialDays} />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:space-y-24 lg:px-8 lg:py-20">
        <KidsDemoCards />
        <KidsFeatureCards />
        <section id={KIDS_PLANS_ID} aria-labelledby="kids-plans-heading" className="scroll-mt-24 space-y-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="kids-plans-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t("kids.plans.title")}
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              {trialDays === 0
                ? t("kids.plans.leadNoTrial")
                : trialDays
                  ? t("kids.plans.leadTrialDays", { days: trialDays })
                  : t("kids.plans.leadTrial")}
            </p>
          </div>
          <KidsPlanGrid trialAction={planCardAction} />
        </section>
        <KidsCallToAction trialAction={trialAction} trialDays={trialDays} />
      </div>
      {trial.confirmationNeeded ? (
        <TrialNeedsConfirmationDialog
          message={trial.confirmationNeeded}
          onStart={trial.start}
          isStarting={trial.isStarting}
          onClose={trial.dismissConfirmation}
        />
      ) : null}
    </>
  );
}

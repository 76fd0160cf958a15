import { useSearch } from "wouter";
import { CustomPlansCallout } from "@/features/billing/components/custom-plans-callout";
import { PricingCallToAction } from "@/features/billing/components/pricing-call-to-action";
import { PricingFaq } from "@/features/billing/components/pricing-faq";
import { PricingHero } from "@/features/billing/components/pricing-hero";
import { PricingPlanGrid } from "@/features/billing/components/pricing-plan-grid";
import { SubscriptionRequiredNote } from "@/features/learning/components/subscription-required-note";
import { useT } from "@/i18n/use-t";

export default function PricingScreen() {
  const { t } = useT();
  // Enroll sends a student without a plan here with ?reason=subscription: say why before the plans.
  const needsSubscription = new URLSearchParams(useSearch()).get("reason") === "subscription";
  return (
    <>
      <PricingHero />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:space-y-20 lg:px-8 lg:py-16">
        <section aria-labelledby="plans-heading">
          {needsSubscription ? <SubscriptionRequiredNote className="mb-8" /> : null}
          <h2 id="plans-heading" className="sr-only">
            {t("billing.pricing.plansHeading")}
          </h2>
          <PricingPlanGrid />
        </section>
        <CustomPlansCallout />
        <PricingFaq />
        <PricingCallToAction />
      </div>
    </>
  );
}

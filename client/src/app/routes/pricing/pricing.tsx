import { CustomPlansCallout } from "@/features/billing/components/custom-plans-callout";
import { PricingCallToAction } from "@/features/billing/components/pricing-call-to-action";
import { PricingFaq } from "@/features/billing/components/pricing-faq";
import { PricingHero } from "@/features/billing/components/pricing-hero";
import { PricingPlanGrid } from "@/features/billing/components/pricing-plan-grid";

export default function PricingScreen() {
  return (
    <>
      <PricingHero />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:space-y-20 lg:px-8 lg:py-16">
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="sr-only">
            Monthly plans
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

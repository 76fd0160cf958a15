import { KidsPlanGrid } from "@/features/billing/components/kids-plan-grid";
import { KidsCallToAction } from "@/features/kids/components/kids-call-to-action";
import { KidsDemoCards } from "@/features/kids/components/kids-demo-cards";
import { KidsFeatureCards } from "@/features/kids/components/kids-feature-cards";
import { KidsHero } from "@/features/kids/components/kids-hero";
import { ParentTestimonials } from "@/features/kids/components/parent-testimonials";

export default function KidsScreen() {
  return (
    <>
      <KidsHero />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:space-y-24 lg:px-8 lg:py-20">
        <KidsDemoCards />
        <KidsFeatureCards />
        <section aria-labelledby="kids-plans-heading" className="space-y-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="kids-plans-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Plans for every family
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              Start with a free 7-day trial, then choose monthly or save with a yearly plan. Prices in South African rand.
            </p>
          </div>
          <KidsPlanGrid />
        </section>
        <ParentTestimonials />
        <KidsCallToAction />
      </div>
    </>
  );
}

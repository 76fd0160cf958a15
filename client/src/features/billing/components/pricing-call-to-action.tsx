import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

export function PricingCallToAction() {
  return (
    <section
      aria-labelledby="pricing-cta-heading"
      className="surface-dark rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="pricing-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
        Ready to start learning?
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
        Create your free account today, or take the placement assessment first to find the course that fits your level.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/register" className={buttonClasses({ variant: "accent", size: "lg" })}>
          Create Free Account
        </Link>
        <Link href="/assessment" className={buttonClasses({ variant: "inverse", size: "lg" })}>
          Take Free Assessment
        </Link>
      </div>
    </section>
  );
}

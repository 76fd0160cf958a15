import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { KidsTrialButton, type KidsTrialAction } from "./kids-trial-button";

export function KidsCallToAction({ trialAction }: { trialAction: KidsTrialAction }) {
  return (
    <section
      aria-labelledby="kids-cta-heading"
      className="surface-accent rounded-3xl bg-gradient-to-br from-accent-400 to-accent-500 px-6 py-12 text-center text-brand-950 sm:px-12"
    >
      <h2 id="kids-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
        Give your child a head start in English
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg">Start the free 7-day trial today, or play the interactive demo together first.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <KidsTrialButton action={trialAction} className={buttonClasses({ size: "lg", className: "bg-brand-900 hover:bg-brand-950" })}>
          Start Free Trial
        </KidsTrialButton>
        <Link href="/phonics-demo" className={buttonClasses({ variant: "outline", size: "lg", className: "border-brand-950/20" })}>
          Try the Demo
        </Link>
      </div>
    </section>
  );
}

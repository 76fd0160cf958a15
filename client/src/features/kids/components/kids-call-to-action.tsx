import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { KIDS_PLANS_ID } from "@/lib/parent-paths";
import { KidsTrialButton, type KidsTrialAction } from "./kids-trial-button";

/** `trialDays` as for KidsHero: 0 when no plan offers a trial, undefined while the plans load. */
export function KidsCallToAction({ trialAction, trialDays }: { trialAction: KidsTrialAction; trialDays?: number }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="kids-cta-heading"
      className="surface-accent rounded-3xl bg-gradient-to-br from-accent-400 to-accent-500 px-6 py-12 text-center text-brand-950 sm:px-12"
    >
      <h2 id="kids-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
        {t("kids.cta.title")}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg">
        {trialDays === 0
          ? t("kids.cta.textNoTrial")
          : trialDays
            ? t("kids.cta.textTrialDays", { days: trialDays })
            : t("kids.cta.textTrial")}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {trialDays === 0 ? (
          <a href={`#${KIDS_PLANS_ID}`} className={buttonClasses({ size: "lg", className: "bg-brand-900 hover:bg-brand-950" })}>
            {t("kids.seePlans")}
          </a>
        ) : (
          <KidsTrialButton action={trialAction} className={buttonClasses({ size: "lg", className: "bg-brand-900 hover:bg-brand-950" })}>
            {t("kids.startFreeTrial")}
          </KidsTrialButton>
        )}
        <Link href="/phonics-demo" className={buttonClasses({ variant: "outline", size: "lg", className: "border-brand-950/20" })}>
          {t("kids.cta.tryDemo")}
        </Link>
      </div>
    </section>
  );
}

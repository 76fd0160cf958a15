import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

export function PricingCallToAction() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="pricing-cta-heading"
      className="surface-dark rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="pricing-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
        {t("billing.callToAction.title")}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{t("billing.callToAction.description")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/register" className={buttonClasses({ variant: "accent", size: "lg" })}>
          {t("billing.callToAction.register")}
        </Link>
        <Link href="/assessment" className={buttonClasses({ variant: "inverse", size: "lg" })}>
          {t("billing.callToAction.assessment")}
        </Link>
      </div>
    </section>
  );
}

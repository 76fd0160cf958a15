import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";

/** The page's title over a brand band, with the assessment card set into its lower edge. */
export function AssessmentHero({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <section aria-labelledby="assessment-title">
      <DocumentTitle title={t("assessment.hero.title")} />
      <div className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
        <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -right-20 -bottom-32 -z-10 size-80 rounded-full bg-brand-400/20 blur-3xl" />
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-28 text-center sm:px-6 sm:pt-20 sm:pb-32 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t("assessment.hero.eyebrow")}</p>
          <h1 id="assessment-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("assessment.hero.title")}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{t("assessment.hero.lead")}</p>
        </div>
      </div>
      {/* Pulled up over the band so the test reads as part of the hero, on phones as on desktops. */}
      <div className="relative mx-auto -mt-20 max-w-4xl px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">{children}</div>
    </section>
  );
}

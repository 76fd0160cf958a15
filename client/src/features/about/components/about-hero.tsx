import { MapPin } from "lucide-react";
import { DocumentTitle } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { usePublicFigures, useSchoolDetails } from "@/lib/school";

export function AboutHero() {
  const { t } = useT();
  // The founding year only when the school configured it; the countries only when counted and published.
  const foundedYear = useSchoolDetails().data?.foundedYear;
  const countries = usePublicFigures()?.countries;
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
      <DocumentTitle title={t("about.hero.documentTitle")} />
      <div aria-hidden="true" className="absolute -right-24 -bottom-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            {foundedYear ? t("about.hero.eyebrowSince", { founded: String(foundedYear) }) : t("about.hero.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("about.hero.title", { college: COLLEGE_PROFILE.name })}
          </h1>
          <p className="mt-5 text-lg text-brand-100 sm:text-xl">{t("about.profile.motto")}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm">
            <MapPin aria-hidden="true" className="size-4 text-accent-400" />
            {t("about.profile.origin")} · {countries ? t("about.profile.locationCountries", { countries }) : t("about.profile.location")}
          </p>
        </div>
      </div>
    </section>
  );
}

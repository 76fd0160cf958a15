import { Link } from "wouter";
import { formatNumber } from "@shared/i18n/format";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { usePublicFigures } from "@/lib/school";

/** The college in figures, each counted by the server (GET /api/school/figures); an unpublished one is left out. */
export function GlobalImpact() {
  const { t, locale } = useT();
  const figures = usePublicFigures();
  const shown = [
    { value: figures?.students, labelId: "about.impact.students" },
    { value: figures?.countries, labelId: "about.impact.countries" },
    { value: figures?.youngLearners, labelId: "about.impact.kids" },
    { value: figures?.lessons, labelId: "about.impact.lessons" },
    { value: figures?.exercises, labelId: "about.impact.exercises" },
    { value: figures?.phonicsSounds, labelId: "about.impact.sounds" },
  ].filter((figure): figure is { value: number; labelId: string } => (figure.value ?? 0) > 0);
  const lead =
    figures?.students && figures.countries
      ? t("about.impact.leadWithFigures", { students: figures.students, countries: figures.countries })
      : t("about.impact.lead");
  return (
    <section
      aria-labelledby="impact-heading"
      className="surface-dark rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-white sm:px-12"
    >
      <div className="max-w-2xl">
        <h2 id="impact-heading" className="text-3xl font-bold tracking-tight">
          {t("about.impact.title")}
        </h2>
        <p className="mt-3 text-lg text-brand-100">{lead}</p>
      </div>
      {shown.length > 0 ? (
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
          {shown.map(({ value, labelId }) => (
            <div key={labelId} className="flex flex-col rounded-2xl bg-white/10 p-5">
              {/* The label comes first for screen readers and shows below the figure. */}
              <dt className="order-last text-sm text-brand-100">{t(labelId, { count: value })}</dt>
              <dd className="text-3xl font-bold text-accent-400">{formatNumber(value, locale)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href="/courses" className={buttonClasses({ variant: "accent", size: "lg" })}>
          {t("about.impact.exploreCourses")}
        </Link>
        <Link href="/contact" className={buttonClasses({ variant: "inverse", size: "lg" })}>
          {t("about.impact.contact")}
        </Link>
      </div>
    </section>
  );
}

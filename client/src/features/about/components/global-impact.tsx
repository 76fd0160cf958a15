import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { claims } = COLLEGE_PROFILE;

const FIGURES = [
  { value: claims.students, labelId: "about.impact.students" },
  { value: claims.countries, labelId: "about.impact.countries" },
  { value: claims.successRate, labelId: "about.impact.successRate" },
  { value: claims.rating, labelId: "about.impact.rating" },
  { value: claims.kids, labelId: "about.impact.kids" },
  { value: claims.support, labelId: "about.impact.support" },
];

export function GlobalImpact() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="impact-heading"
      className="surface-dark rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-white sm:px-12"
    >
      <div className="max-w-2xl">
        <h2 id="impact-heading" className="text-3xl font-bold tracking-tight">
          {t("about.impact.title")}
        </h2>
        <p className="mt-3 text-lg text-brand-100">
          {t("about.impact.lead", {
            studentBase: t("about.profile.studentBase", { students: claims.students, countries: claims.countries }),
          })}
        </p>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
        {FIGURES.map(({ value, labelId }) => (
          <div key={labelId} className="flex flex-col rounded-2xl bg-white/10 p-5">
            {/* The label comes first for screen readers and shows below the figure. */}
            <dt className="order-last text-sm text-brand-100">{t(labelId)}</dt>
            <dd className="text-3xl font-bold text-accent-400">{value}</dd>
          </div>
        ))}
      </dl>
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

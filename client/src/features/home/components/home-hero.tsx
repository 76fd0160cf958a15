import { BookOpen, Globe2, Sparkles, Star, Users } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { claims } = COLLEGE_PROFILE;

const HIGHLIGHTS = [
  { Icon: Users, value: claims.students, labelId: "home.hero.highlights.students" },
  { Icon: Globe2, value: claims.countries, labelId: "home.hero.highlights.countries" },
  { Icon: Sparkles, value: claims.successRate, labelId: "home.hero.highlights.successRate" },
  { Icon: Star, value: claims.rating, labelId: "home.hero.highlights.rating" },
];

/** The welcome band and the page's only h1. */
export function HomeHero() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="home-title"
      className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
            <BookOpen aria-hidden="true" className="size-4" />
            {t("home.hero.tagline")}
          </p>
          <h1 id="home-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("home.hero.title", { college: COLLEGE_PROFILE.name })}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t("home.hero.lead")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link href="/phonics" className={buttonClasses({ variant: "accent", size: "lg" })}>
              {t("home.hero.tryPhonics")}
            </Link>
            <Link href="/login" className={buttonClasses({ size: "lg", className: "bg-white text-brand-800 hover:bg-brand-50" })}>
              {t("home.hero.getStarted")}
            </Link>
            <Link href="/courses" className={buttonClasses({ variant: "inverse", size: "lg" })}>
              {t("home.hero.viewCourses")}
            </Link>
          </div>
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {HIGHLIGHTS.map(({ Icon, value, labelId }) => (
            <div key={labelId} className="flex flex-col rounded-2xl bg-white/10 p-4 backdrop-blur-sm">
              <Icon aria-hidden="true" className="size-5 text-accent-400" />
              {/* The label comes first for screen readers and shows below the figure. */}
              <dt className="order-last text-sm text-brand-100">{t(labelId)}</dt>
              <dd className="mt-2 text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

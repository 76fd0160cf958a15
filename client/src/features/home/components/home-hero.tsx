import { BookOpen, Globe2, ListChecks, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { formatNumber } from "@shared/i18n/format";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { usePublicFigures } from "@/lib/school";

type Highlight = { Icon: LucideIcon; value: number | null | undefined; labelId: string };

/** The welcome band and the page's only h1; its figures are counted (GET /api/school/figures), never typed in. */
export function HomeHero() {
  const { t, locale } = useT();
  const figures = usePublicFigures();
  const highlights: Highlight[] = [
    { Icon: Users, value: figures?.students, labelId: "home.hero.highlights.students" },
    { Icon: Globe2, value: figures?.countries, labelId: "home.hero.highlights.countries" },
    { Icon: BookOpen, value: figures?.lessons, labelId: "home.hero.highlights.lessons" },
    { Icon: ListChecks, value: figures?.exercises, labelId: "home.hero.highlights.exercises" },
  ];
  // A figure the school does not publish (too small, or none yet) is left out, not shown as a zero.
  const shown = highlights.filter((highlight): highlight is Highlight & { value: number } => (highlight.value ?? 0) > 0);
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
        {shown.length > 0 ? (
          <dl className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {shown.map(({ Icon, value, labelId }) => (
              <div key={labelId} className="flex flex-col rounded-2xl bg-white/10 p-4 backdrop-blur-sm">
                <Icon aria-hidden="true" className="size-5 text-accent-400" />
                {/* The label comes first for screen readers and shows below the figure. */}
                <dt className="order-last text-sm text-brand-100">{t(labelId, { count: value })}</dt>
                <dd className="mt-2 text-2xl font-bold">{formatNumber(value, locale)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

import { PlayCircle, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@shared/i18n/format";
import { KIDS_PLANS_ID } from "@/lib/parent-paths";
import { usePublicFigures } from "@/lib/school";
import { KidsTrialButton, type KidsTrialAction } from "./kids-trial-button";

const LETTER_TILES = [
  { letter: "Aa", colour: "bg-accent-400 text-brand-950" },
  { letter: "Bb", colour: "bg-emerald-400 text-emerald-950" },
  { letter: "Cc", colour: "bg-pink-400 text-pink-950" },
  { letter: "Dd", colour: "bg-sky-300 text-sky-950" },
];

/**
 * `trialDays`: the free trial the kids plans offer (an admin sets it per plan); 0 when none does, so the
 * hero offers the plans instead; undefined while the plans load (the trial is named without its length).
 */
export function KidsHero({ trialAction, trialDays }: { trialAction: KidsTrialAction; trialDays?: number }) {
  const { t, locale } = useT();
  const figures = usePublicFigures();
  // Counted, never typed in: the sounds and games there are, and the young learners once there are enough to say so.
  const highlights = [
    { value: figures?.youngLearners, labelId: "kids.hero.highlights.learners" },
    { value: figures?.phonicsSounds, labelId: "kids.hero.highlights.sounds" },
    { value: figures?.phonicsGames, labelId: "kids.hero.highlights.games" },
  ].filter((highlight): highlight is { value: number; labelId: string } => (highlight.value ?? 0) > 0);
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 text-white">
      <DocumentTitle title={t("kids.hero.documentTitle")} />
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-accent-400/25 blur-3xl" />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-5 lg:items-center lg:px-8">
        <div className="lg:col-span-3">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Sparkles aria-hidden="true" className="size-4 text-accent-400" />
            {t("kids.hero.eyebrow")}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("kids.hero.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">
            {trialDays ? t("kids.hero.leadTrialDays", { days: trialDays }) : t("kids.hero.lead")}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {trialDays === 0 ? (
              <a href={`#${KIDS_PLANS_ID}`} className={buttonClasses({ variant: "accent", size: "lg" })}>
                {t("kids.seePlans")}
              </a>
            ) : (
              <KidsTrialButton action={trialAction} className={buttonClasses({ variant: "accent", size: "lg" })}>
                {trialDays ? t("kids.hero.startTrialDays", { days: trialDays }) : t("kids.startFreeTrial")}
              </KidsTrialButton>
            )}
            <Link href="/phonics-demo" className={buttonClasses({ variant: "inverse", size: "lg" })}>
              <PlayCircle aria-hidden="true" className="size-5" />
              {t("kids.hero.tryDemo")}
            </Link>
          </div>
          {highlights.length > 0 ? (
            <dl className="mt-10 grid grid-cols-3 gap-3 sm:max-w-lg">
              {highlights.map(({ value, labelId }) => (
                <div key={labelId} className="flex flex-col rounded-2xl bg-white/10 p-3 sm:p-4">
                  {/* The label comes first for screen readers and shows below the figure. */}
                  <dt className="order-last text-xs text-brand-100 sm:text-sm">{t(labelId, { count: value })}</dt>
                  <dd className="text-xl font-bold sm:text-2xl">{formatNumber(value, locale)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {/* Decorative letter tiles stand in for a photo: the page has no pictures of children on purpose. */}
        <div aria-hidden="true" lang="en" className="mx-auto grid w-full max-w-xs grid-cols-2 gap-4 lg:col-span-2">
          {LETTER_TILES.map(({ letter, colour }, index) => (
            <span
              key={letter}
              className={`flex aspect-square items-center justify-center rounded-3xl text-5xl font-black shadow-xl ${colour} ${
                index % 2 === 0 ? "-rotate-6" : "rotate-6"
              }`}
            >
              {letter}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}

import { Baby, Gamepad2, Music, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { formatNumber } from "@shared/i18n/format";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { usePublicFigures } from "@/lib/school";
import { PhonicsDemo } from "./phonics-demo";

type Fact = { Icon: LucideIcon; value: number | null | undefined; labelId: string };

/**
 * The children's programme, with a taste of the phonics lessons right on the page. `trialDays`: the free
 * trial the kids plans offer (0: none, so no trial is promised); undefined while the plans load.
 */
export function KidsPromo({ trialDays }: { trialDays?: number }) {
  const { t, locale } = useT();
  const figures = usePublicFigures();
  // What the programme holds, counted: its sounds and games, and its young learners once there are enough to say so.
  const facts: Fact[] = [
    { Icon: Baby, value: figures?.youngLearners, labelId: "home.kids.facts.youngLearners" },
    { Icon: Music, value: figures?.phonicsSounds, labelId: "home.kids.facts.sounds" },
    { Icon: Gamepad2, value: figures?.phonicsGames, labelId: "home.kids.facts.games" },
  ];
  const shown = facts.filter((fact): fact is Fact & { value: number } => (fact.value ?? 0) > 0);
  return (
    <section
      aria-labelledby="kids-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-amber-50 via-white to-brand-50 py-16 sm:py-20"
    >
      <div aria-hidden="true" className="absolute -bottom-32 -left-24 -z-10 size-96 rounded-full bg-accent-400/25 blur-3xl" />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("home.kids.eyebrow")}</p>
          <h2 id="kids-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t("home.kids.title")}
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {trialDays ? t("home.kids.leadTrialDays", { days: trialDays }) : t("home.kids.lead")}
          </p>
          {shown.length > 0 ? (
            <dl className="mt-8 grid grid-cols-3 gap-3">
              {shown.map(({ Icon, value, labelId }) => (
                <div key={labelId} className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
                  <Icon aria-hidden="true" className="size-5 text-accent-600" />
                  <dt className="order-last text-xs hyphens-auto text-slate-600 sm:text-sm">{t(labelId, { count: value })}</dt>
                  <dd className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">{formatNumber(value, locale)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link href="/phonics-demo" className={buttonClasses({ variant: "accent", size: "lg" })}>
              {t("home.kids.startDemo")}
            </Link>
            {trialDays === 0 ? null : (
              <Link href="/kids" className={buttonClasses({ size: "lg" })}>
                {trialDays ? t("home.kids.startTrialDays", { days: trialDays }) : t("home.kids.startTrial")}
              </Link>
            )}
            <Link href="/kids" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {t("home.kids.viewPlans")}
            </Link>
          </div>
        </div>
        <PhonicsDemo />
      </div>
    </section>
  );
}

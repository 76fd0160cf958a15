import { CalendarCheck, Globe2, ShieldCheck } from "lucide-react";
import { DocumentTitle } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";

const PROMISES = [
  { Icon: ShieldCheck, textId: "billing.pricingHero.guarantee" },
  { Icon: CalendarCheck, textId: "billing.pricingHero.monthByMonth" },
  { Icon: Globe2, textId: "billing.pricingHero.timeZones" },
];

export function PricingHero() {
  const { t } = useT();
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
      <DocumentTitle title={t("billing.pricingHero.documentTitle")} />
      <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t("billing.pricingHero.eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("billing.pricingHero.title")}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{t("billing.pricingHero.description")}</p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm sm:flex-row sm:flex-wrap">
          {PROMISES.map(({ Icon, textId }) => (
            <li key={textId} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5">
              <Icon aria-hidden="true" className="size-4 text-accent-400" />
              {t(textId)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

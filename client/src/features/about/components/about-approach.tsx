import { BadgeCheck, ClipboardCheck, LineChart, Video } from "lucide-react";
import { useT } from "@/i18n/use-t";

const STEPS = [
  { Icon: ClipboardCheck, titleId: "about.approach.level.title", textId: "about.approach.level.text" },
  { Icon: Video, titleId: "about.approach.live.title", textId: "about.approach.live.text" },
  { Icon: LineChart, titleId: "about.approach.progress.title", textId: "about.approach.progress.text" },
  { Icon: BadgeCheck, titleId: "about.approach.certificate.title", textId: "about.approach.certificate.text" },
];

export function AboutApproach() {
  const { t } = useT();
  return (
    <section aria-labelledby="approach-heading">
      <div className="max-w-2xl">
        <h2 id="approach-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("about.approach.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t("about.approach.lead")}</p>
      </div>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ Icon, titleId, textId }, index) => (
          <li key={titleId} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden="true" className="absolute top-5 right-5 text-3xl font-bold text-brand-100">
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-7 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(titleId)}</h3>
            <p className="mt-2 text-sm text-slate-600">{t(textId)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

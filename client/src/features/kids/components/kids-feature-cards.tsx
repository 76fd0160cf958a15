import { BarChart3, BookOpen, Gamepad2, Mic, ShieldCheck, Trophy } from "lucide-react";
import { useT } from "@/i18n/use-t";

// Catalogue ids, translated at render.
const FEATURES = [
  { Icon: BookOpen, titleId: "kids.features.phonics.title", textId: "kids.features.phonics.text" },
  { Icon: Mic, titleId: "kids.features.voice.title", textId: "kids.features.voice.text" },
  { Icon: Gamepad2, titleId: "kids.features.play.title", textId: "kids.features.play.text" },
  { Icon: Trophy, titleId: "kids.features.rewards.title", textId: "kids.features.rewards.text" },
  { Icon: BarChart3, titleId: "kids.features.progress.title", textId: "kids.features.progress.text" },
  { Icon: ShieldCheck, titleId: "kids.features.safe.title", textId: "kids.features.safe.text" },
];

export function KidsFeatureCards() {
  const { t } = useT();
  return (
    <section aria-labelledby="kids-features-heading">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="kids-features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("kids.features.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t("kids.features.lead")}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, titleId, textId }) => (
          <li key={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(titleId)}</h3>
            <p className="mt-2 text-slate-600">{t(textId)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

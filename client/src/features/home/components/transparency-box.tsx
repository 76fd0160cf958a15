import { Award, BadgeCheck, Building2, Layers } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

// Visitors compare us with universities and exam boards: saying plainly what we are, and what we are not,
// earns more trust than bigger promises would.
const FACTS = [
  { Icon: Building2, titleId: "home.transparency.online.title", textId: "home.transparency.online.text" },
  { Icon: Layers, titleId: "home.transparency.cefr.title", textId: "home.transparency.cefr.text" },
  { Icon: Award, titleId: "home.transparency.tefl.title", textId: "home.transparency.tefl.text" },
  { Icon: BadgeCheck, titleId: "home.transparency.honest.title", textId: "home.transparency.honest.text" },
];

/** What the college is, in plain words, before any sales message. */
export function TransparencyBox() {
  const { t } = useT();
  return (
    <section aria-labelledby="transparency-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("home.transparency.eyebrow")}</p>
        <h2 id="transparency-heading" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("home.transparency.title")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {FACTS.map(({ Icon, titleId, textId }) => (
            <li key={titleId} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(titleId)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(textId, { college: COLLEGE_PROFILE.name })}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

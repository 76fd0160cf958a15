import { Accessibility, Award, HeartHandshake, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

// Icon and translated texts by value name; a value added to the profile later still shows, with the default
// icon and its English words from the profile until it has messages of its own.
const VALUES: Record<string, { Icon: LucideIcon; nameId: string; descriptionId: string }> = {
  Excellence: { Icon: Award, nameId: "about.values.excellence.name", descriptionId: "about.values.excellence.description" },
  Accessibility: {
    Icon: Accessibility,
    nameId: "about.values.accessibility.name",
    descriptionId: "about.values.accessibility.description",
  },
  Integrity: { Icon: ShieldCheck, nameId: "about.values.integrity.name", descriptionId: "about.values.integrity.description" },
  Inclusion: { Icon: Users, nameId: "about.values.inclusion.name", descriptionId: "about.values.inclusion.description" },
  Care: { Icon: HeartHandshake, nameId: "about.values.care.name", descriptionId: "about.values.care.description" },
};

export function AboutValues() {
  const { t } = useT();
  return (
    <section aria-labelledby="values-heading">
      <div className="max-w-2xl">
        <h2 id="values-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("about.values.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t("about.values.lead")}</p>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {COLLEGE_PROFILE.values.map((value) => {
          const known = VALUES[value.name];
          const Icon = known?.Icon ?? Award;
          return (
            <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{known ? t(known.nameId) : value.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{known ? t(known.descriptionId) : value.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

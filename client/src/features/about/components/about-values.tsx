import { Accessibility, Award, HeartHandshake, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

// Icons by value name; a value added to the profile later still shows, with the default icon.
const VALUE_ICONS: Record<string, LucideIcon> = {
  Excellence: Award,
  Accessibility,
  Integrity: ShieldCheck,
  Inclusion: Users,
  Care: HeartHandshake,
};

export function AboutValues() {
  return (
    <section aria-labelledby="values-heading">
      <div className="max-w-2xl">
        <h2 id="values-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Values
        </h2>
        <p className="mt-3 text-lg text-slate-600">What every teacher, course and support answer at the college stands on.</p>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {COLLEGE_PROFILE.values.map((value) => {
          const Icon = VALUE_ICONS[value.name] ?? Award;
          return (
            <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Award, Clock, GraduationCap, Headphones, Layers, LineChart } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { useSchoolDetails } from "@/lib/school";
import { isRoundTheClock } from "@/lib/support-hours";

const REASONS = [
  { Icon: GraduationCap, titleId: "home.reasons.teachers.title", textId: "home.reasons.teachers.text" },
  { Icon: Layers, titleId: "home.reasons.cefr.title", textId: "home.reasons.cefr.text" },
  { Icon: Award, titleId: "home.reasons.tefl.title", textId: "home.reasons.tefl.text" },
  { Icon: Clock, titleId: "home.reasons.timeZones.title", textId: "home.reasons.timeZones.text" },
  { Icon: LineChart, titleId: "home.reasons.progress.title", textId: "home.reasons.progress.text" },
];

export function ReasonsToChoose() {
  const { t } = useT();
  const school = useSchoolDetails().data;
  // "24/7" only when the school's configured hours are every day, round the clock.
  const isAlwaysOpen = school ? isRoundTheClock(school.supportHours) : false;
  const reasons = [
    ...REASONS,
    isAlwaysOpen
      ? { Icon: Headphones, titleId: "home.reasons.support.roundTheClockTitle", textId: "home.reasons.support.roundTheClockText" }
      : { Icon: Headphones, titleId: "home.reasons.support.title", textId: "home.reasons.support.text" },
  ];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reasons.map(({ Icon, titleId, textId }) => (
        <li key={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(titleId)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(textId)}</p>
        </li>
      ))}
    </ul>
  );
}

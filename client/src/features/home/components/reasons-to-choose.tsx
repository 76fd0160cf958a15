import { Award, Clock, GraduationCap, Headphones, Layers, LineChart } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const REASONS = [
  {
    Icon: GraduationCap,
    title: "Qualified teachers",
    text: "Experienced, TEFL-qualified teachers who correct, explain and encourage in every class.",
  },
  {
    Icon: Layers,
    title: "Clear CEFR levels",
    text: `Courses follow the ${COLLEGE_PROFILE.claims.cefrLevels} CEFR levels, so you always know where you are and what comes next.`,
  },
  {
    Icon: Award,
    title: "UK-accredited TEFL",
    text: "Train to teach English with TEFL Level 3, Level 5 and Diploma certificates accredited in the UK.",
  },
  {
    Icon: Clock,
    title: "Classes in your time zone",
    text: "Live classes across many time zones, plus self-paced lessons you can open at any hour.",
  },
  {
    Icon: LineChart,
    title: "Progress you can see",
    text: "Points, streaks and achievements track your work, and you earn a certificate when you complete a course.",
  },
  {
    Icon: Headphones,
    title: `${COLLEGE_PROFILE.claims.support} support`,
    text: "Questions about lessons, billing or technology are answered quickly, day or night.",
  },
];

export function ReasonsToChoose() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

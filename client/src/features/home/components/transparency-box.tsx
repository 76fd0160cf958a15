import { Award, BadgeCheck, Building2, Layers } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { name, founded, claims } = COLLEGE_PROFILE;

// Visitors compare us with universities and exam boards: saying plainly what we are, and what we are not,
// earns more trust than bigger promises would.
const FACTS = [
  {
    Icon: Building2,
    title: "An online college",
    text: `${name} is a private online English college, founded in Cape Town, South Africa, in ${founded}. All teaching happens online: live classes in several time zones and self-paced lessons.`,
  },
  {
    Icon: Layers,
    title: "Courses on the CEFR levels",
    text: "Our English courses follow the Common European Framework of Reference: six levels from A1 to C2, taught as Beginner (A1-A2), Intermediate (B1-B2) and Advanced (C1-C2). A free placement assessment suggests where to start.",
  },
  {
    Icon: Award,
    title: "UK-accredited TEFL",
    text: "Our teacher-training certificates, TEFL Level 3, TEFL Level 5 and the TEFL Diploma, are accredited in the United Kingdom.",
  },
  {
    Icon: BadgeCheck,
    title: "Honest claims",
    text: `Figures such as ${claims.students} students in ${claims.countries} countries describe our own students. We do not award degrees, and our certificates of completion show the course you finished with us; they do not replace official exams such as IELTS or Cambridge English.`,
  },
];

/** What the college is, in plain words, before any sales message. */
export function TransparencyBox() {
  return (
    <section aria-labelledby="transparency-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Educational transparency</p>
        <h2 id="transparency-heading" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Who we are, and what our certificates mean
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {FACTS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

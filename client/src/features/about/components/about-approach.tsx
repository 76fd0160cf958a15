import { BadgeCheck, ClipboardCheck, LineChart, Video } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const STEPS = [
  {
    Icon: ClipboardCheck,
    title: "Start at your level",
    text: "A free placement assessment points you to the right CEFR course, so you never repeat what you know.",
  },
  {
    Icon: Video,
    title: "Learn live and at your pace",
    text: "Live classes in many time zones sit beside self-paced lessons and exercises that work on any device.",
  },
  {
    Icon: LineChart,
    title: "See your progress",
    text: "Points, streaks and achievements show how far you have come, week by week.",
  },
  {
    Icon: BadgeCheck,
    title: "Earn a certificate",
    text: "Complete a course and receive a certificate that anyone can verify online.",
  },
];

export function AboutApproach() {
  return (
    <section aria-labelledby="approach-heading">
      <div className="max-w-2xl">
        <h2 id="approach-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Approach
        </h2>
        <p className="mt-3 text-lg text-slate-600">{COLLEGE_PROFILE.accreditation}.</p>
      </div>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden="true" className="absolute top-5 right-5 text-3xl font-bold text-brand-100">
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-7 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

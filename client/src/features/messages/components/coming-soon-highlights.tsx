import { Award, BookOpen, CalendarDays, Clock, Sparkles } from "lucide-react";

const HIGHLIGHTS = [
  { Icon: BookOpen, title: "Language Courses", text: "A1 to C2" },
  { Icon: Award, title: "TEFL Certification", text: "Level 3, Level 5 and Diploma" },
  { Icon: Sparkles, title: "Interactive Learning", text: "Lessons, games and instant feedback" },
  { Icon: Clock, title: "Flexible Study", text: "Learn at your own pace, on any device" },
];

/** What is coming: the four tiles and the launch date panel. */
export function ComingSoonHighlights() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
      <section aria-labelledby="coming-soon-highlights-heading">
        <h2 id="coming-soon-highlights-heading" className="sr-only">
          What to expect
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="coming-soon-launch-heading"
        className="surface-accent flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-accent-400 to-accent-500 p-6 text-center text-brand-950 sm:flex-row sm:p-8 sm:text-left"
      >
        <CalendarDays aria-hidden="true" className="size-10 shrink-0" />
        <div>
          <p className="text-sm font-semibold tracking-widest uppercase">2025</p>
          <h2 id="coming-soon-launch-heading" className="text-2xl font-bold">
            Launching This Spring
          </h2>
          <p className="mt-1 text-brand-900">Leave your email above and you will be among the first to know when we open.</p>
        </div>
      </section>
    </div>
  );
}

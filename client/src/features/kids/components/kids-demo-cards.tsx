import { ArrowRight, Gamepad2, Mic, type LucideIcon } from "lucide-react";
import { Link } from "wouter";

type Demo = { Icon: LucideIcon; title: string; text: string; href: string; linkLabel: string; colour: string };

const DEMOS: Demo[] = [
  {
    Icon: Mic,
    title: "Phonics Lesson Demo",
    text: "Step through the letters A to F with example words, listen to each sound and practise it with the microphone.",
    href: "/phonics-demo",
    linkLabel: "Start Interactive Demo",
    colour: "bg-pink-100 text-pink-700",
  },
  {
    Icon: Gamepad2,
    title: "Fun Phonics Games",
    text: "Sound Matching, Word Builder and Rhyming Time: short games that make practice feel like play.",
    href: "/phonics",
    linkLabel: "Play the Games",
    colour: "bg-emerald-100 text-emerald-700",
  },
];

export function KidsDemoCards() {
  return (
    <section aria-labelledby="kids-demos-heading">
      <div className="max-w-2xl">
        <h2 id="kids-demos-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Try it with your child
        </h2>
        <p className="mt-3 text-lg text-slate-600">No account needed: open a demo and play together.</p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {DEMOS.map(({ Icon, title, text, href, linkLabel, colour }) => (
          <li key={title}>
            <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
              <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${colour}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div className="flex flex-1 flex-col gap-2">
                <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
                <p className="flex-1 text-slate-600">{text}</p>
                <Link
                  href={href}
                  className="mt-2 inline-flex w-fit items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900"
                >
                  {linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

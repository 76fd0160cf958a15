import { CalendarCheck, Globe2, ShieldCheck } from "lucide-react";
import { DocumentTitle } from "@/components/layout/page";

const PROMISES = [
  { Icon: ShieldCheck, text: "7-day money-back guarantee" },
  { Icon: CalendarCheck, text: "Pay month by month, cancel anytime" },
  { Icon: Globe2, text: "Live classes in many time zones" },
];

export function PricingHero() {
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
      <DocumentTitle title="Pricing" />
      <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-96 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Pricing</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simple plans for every English learner</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          Choose how much you study: one course of your choice, every English course, or the TEFL teacher-training courses as well. Prices
          are in South African rand; you pay each month from a reminder link.
        </p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm sm:flex-row sm:flex-wrap">
          {PROMISES.map(({ Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5">
              <Icon aria-hidden="true" className="size-4 text-accent-400" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

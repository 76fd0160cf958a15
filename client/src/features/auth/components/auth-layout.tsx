import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/layout/page";

type AuthLayoutProps = {
  title: string;
  description: string;
  asideTitle: string;
  asidePoints: readonly string[];
  children: ReactNode;
};

/** Sign-in and register: the form on a card, with what the account brings beside it on wide screens. */
export function AuthLayout({ title, description, asideTitle, asidePoints, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:gap-12 lg:px-8 lg:py-16">
      <DocumentTitle title={title} />
      <aside className="surface-dark order-last self-start rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white lg:order-first lg:col-span-2 lg:p-10">
        <h2 className="text-2xl font-bold tracking-tight">{asideTitle}</h2>
        <ul className="mt-6 space-y-4">
          {asidePoints.map((point) => (
            <li key={point} className="flex gap-3 text-brand-100">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </aside>
      <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}

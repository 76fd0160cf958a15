import { ShieldCheck } from "lucide-react";

/** Replaces the old "Manage Payment Methods": Yoco's hosted checkout keeps no card, so there is none to manage. */
export function HowPaymentsWork() {
  return (
    <section aria-labelledby="how-payments-work-heading" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
      <h3 id="how-payments-work-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
        How payments work
      </h3>
      <p className="mt-2">
        Nothing is charged automatically: you pay each period from a reminder link. A few days before your period ends we email you a link
        to Yoco's secure page. We never store your card.
      </p>
    </section>
  );
}

import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { Plan } from "@shared/api/billing";
import { useT } from "@/i18n/use-t";
import { formatRand } from "../format-price";

/** Tells a course visitor which plan includes the course and what it costs, read from the one price table. */
export function IncludedInPlan({ plan }: { plan: Plan }) {
  const { t } = useT();
  return (
    <section aria-labelledby="included-in-plan-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="included-in-plan-heading" className="flex items-center gap-2 font-semibold text-brand-900">
        <Sparkles aria-hidden="true" className="size-5 text-accent-500" />
        {t("billing.includedInPlan.title", { plan: plan.name })}
      </h2>
      <p className="mt-2 text-slate-700">
        <span className="text-2xl font-bold text-slate-900">{formatRand(plan.price)}</span>
        <span className="text-slate-600">{t("billing.period.month")}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("billing.includedInPlan.guarantee")}</p>
      <Link href="/pricing" className="mt-4 inline-block rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
        {t("billing.includedInPlan.compare")}
      </Link>
    </section>
  );
}

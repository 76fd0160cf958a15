import { Check } from "lucide-react";
import type { Plan } from "@shared/api/billing";
import { ContentText } from "@/i18n/content-text";
import { useT } from "@/i18n/use-t";

export function PlanBenefits({ plan }: { plan: Plan }) {
  const { t } = useT();
  return (
    <section aria-labelledby="plan-benefits-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="plan-benefits-heading" className="text-xl font-bold text-slate-900">
        {t("billing.planBenefits.title", { plan: plan.name })}
      </h2>
      {plan.description ? (
        <p className="mt-2 text-slate-600">
          <ContentText text={plan.description} />
        </p>
      ) : null}
      {plan.features.length > 0 ? (
        <ul className="mt-6 grid gap-3 text-slate-700 sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <span>
                <ContentText text={feature} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

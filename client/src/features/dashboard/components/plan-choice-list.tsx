import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import { cn } from "@/lib/utils";
import type { PlanAudience } from "@shared/api/billing";
import { usePlanChoices } from "../api/get-plan-choices";
import { SectionError, SectionLoading } from "@/components/ui/section-status";

type PlanChoiceListProps = {
  audience: PlanAudience;
  currentPlanId: number;
  selectedPlanId: number | null;
  onSelect: (planId: number) => void;
};

/** The other plans of the same audience as radio buttons: arrow keys move between them. */
export function PlanChoiceList({ audience, currentPlanId, selectedPlanId, onSelect }: PlanChoiceListProps) {
  const { t } = useT();
  const plans = usePlanChoices(audience, { enabled: true });

  if (plans.isPending) return <SectionLoading label={t("dashboard.plans.loading")} className="min-h-24" />;
  if (plans.isError)
    return <SectionError message={t("dashboard.plans.loadError")} onRetry={() => void plans.refetch()} isRetrying={plans.isFetching} />;

  const choices = plans.data.filter((plan) => plan.id !== currentPlanId);
  if (choices.length === 0) return <p className="text-sm text-slate-600">{t("dashboard.plans.none")}</p>;

  return (
    <fieldset>
      <legend className="sr-only">{t("dashboard.plans.legend")}</legend>
      <div className="space-y-2">
        {choices.map((plan) => {
          const isSelected = plan.id === selectedPlanId;
          return (
            <label
              key={plan.id}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-(--focus-ring)",
                isSelected ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="new-plan"
                value={plan.id}
                checked={isSelected}
                onChange={() => onSelect(plan.id)}
                className="size-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1 font-semibold break-words text-slate-900" translate="no">
                {plan.name}
              </span>
              <span className="text-sm whitespace-nowrap text-slate-600">
                {plan.billingInterval === "year"
                  ? t("dashboard.plans.pricePerYear", { price: formatRand(plan.price) })
                  : t("dashboard.plans.pricePerMonth", { price: formatRand(plan.price) })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import type { BillingInterval } from "@shared/api/billing";

type BillingIntervalToggleProps = {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  /** The best yearly saving, shown as an incentive on the Yearly button. */
  bestSavingPercent?: number;
};

const OPTIONS: { value: BillingInterval; labelId: string }[] = [
  { value: "month", labelId: "billing.intervalToggle.monthly" },
  { value: "year", labelId: "billing.intervalToggle.yearly" },
];

/** Two toggle buttons rather than a switch: each says what it shows, and aria-pressed tells which is on. */
export function BillingIntervalToggle({ value, onChange, bestSavingPercent }: BillingIntervalToggleProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t("billing.intervalToggle.label")} className="inline-flex rounded-full bg-slate-100 p-1 shadow-inner">
      {OPTIONS.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors sm:px-5",
              isSelected ? "bg-white text-brand-800 shadow" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {t(option.labelId)}
            {option.value === "year" && bestSavingPercent ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                {t("billing.intervalToggle.saveUpTo", { percent: bestSavingPercent })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

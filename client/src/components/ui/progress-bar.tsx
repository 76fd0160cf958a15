import { formatPercent } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { toPercent } from "@/lib/percent";

type ProgressBarProps = {
  value: number;
  /** The accessible name, such as the course title or the skill. */
  label: string;
  className?: string;
  barClassName?: string;
};

/** A 0-100 bar that screen readers announce with its value ("75%", "75 %" in French). */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  const { locale } = useT();
  const percent = toPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercent(percent / 100, locale)}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-slate-100", className)}
    >
      <div className={cn("h-full rounded-full bg-brand-600 transition-[width]", barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}

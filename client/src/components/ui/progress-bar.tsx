import { cn } from "@/lib/utils";
import { toPercent } from "@/lib/percent";

type ProgressBarProps = {
  value: number;
  /** The accessible name, such as the course title or the skill. */
  label: string;
  className?: string;
  barClassName?: string;
};

/** A 0-100 bar that screen readers announce with its value. */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  const percent = toPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-slate-100", className)}
    >
      <div className={cn("h-full rounded-full bg-brand-600 transition-[width]", barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}

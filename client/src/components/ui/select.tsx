import type { SelectHTMLAttributes, Ref } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { fieldControlClasses } from "./input";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly (string | { value: string; label: string })[];
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export function Select({ className, options, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldControlClasses, "h-11 appearance-none pr-10", className)} {...props}>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { fieldControlClasses } from "./input";

export type SelectOption = string | { value: string; label: string };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The choices as data; `children` (<option> elements) may come after them or instead of them. */
  options?: readonly SelectOption[];
  /** A first, empty choice (value "") such as 'Select a country'. */
  placeholder?: string;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export function Select({ className, options = [], placeholder, children, ...props }: SelectProps) {
  const choices = placeholder === undefined ? options : [{ value: "", label: placeholder }, ...options];
  return (
    <div className="relative">
      <select className={cn(fieldControlClasses, "h-11 appearance-none pr-10", className)} {...props}>
        {choices.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

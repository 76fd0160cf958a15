import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/utils";

export const fieldControlClasses = cn(
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm",
  "placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-(--focus-ring)",
  "disabled:cursor-not-allowed disabled:bg-slate-100",
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-600",
);

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = "text", ...props }: InputProps) {
  return <input type={type} className={cn(fieldControlClasses, "h-11", className)} {...props} />;
}

import type { LabelHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** A visible label for one control; `htmlFor` is required, so every Label names a field. */
export function Label({ className, htmlFor, children, ...props }: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn("block text-sm font-medium text-slate-800", className)} {...props}>
      {children}
    </label>
  );
}

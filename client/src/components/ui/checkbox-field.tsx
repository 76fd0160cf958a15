import type { ReactNode } from "react";
import { Checkbox, type CheckboxProps } from "./checkbox";
import { FieldError, FieldHint, fieldDescription } from "./form-field";

export type CheckboxFieldProps = Omit<CheckboxProps, "id" | "className" | "aria-invalid" | "aria-describedby"> & {
  id: string;
  /** The sentence beside the box; clicking it ticks the box. */
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes for the wrapper. */
  className?: string;
};

/** A checkbox with its label to the right and its hint and error underneath, wired for screen readers. */
export function CheckboxField({ id, label, error, hint, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <Checkbox {...props} {...fieldDescription(id, { error, hint })} className="mt-0.5" />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldHint id={id} className="mt-1.5">
        {hint}
      </FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

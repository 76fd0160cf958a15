import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** The ids a control needs so that screen readers read its hint and error with it. */
export function fieldDescription(id: string, { error, hint }: { error?: string; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; spread `fieldDescription(id, { error, hint })` on it. */
  children: ReactNode;
};

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

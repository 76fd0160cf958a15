import type { ReactNode } from "react";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** What every labelled field takes besides its control's own attributes. */
export type FieldProps = {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes for the wrapper around label, control, hint and error. */
  className?: string;
  /** Keeps the label for screen readers only, where a placeholder already says the same on screen. */
  hideLabel?: boolean;
  /** `end` puts the hint on the error's line, pushed to the right: the place of a character counter. */
  hintPlacement?: "below" | "end";
  hintClassName?: string;
};

/** The ids a control needs so that screen readers read its hint and error with it. */
export function fieldDescription(id: string, { error, hint }: { error?: string; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldHint({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className={cn("text-sm text-slate-600", className)}>
      {children}
    </p>
  );
}

/** A field's message: the shared schemas write the spec's English, shown here in the interface language. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  useT(); // re-render on a language change
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {translateMessage(message)}
    </p>
  );
}

type FormFieldProps = FieldProps & {
  /** The control; spread `fieldDescription(id, { error, hint })` on it. */
  children: ReactNode;
};

/** Label, control, hint and error in one column. TextField, TextAreaField and SelectField wrap their control in it. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  hideLabel,
  hintPlacement = "below",
  hintClassName,
  children,
}: FormFieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {children}
      {hintPlacement === "end" ? (
        <div className="flex items-start justify-between gap-4">
          <FieldError id={id} message={error} />
          <FieldHint id={id} className={cn("ml-auto shrink-0", hintClassName)}>
            {hint}
          </FieldHint>
        </div>
      ) : (
        <>
          <FieldHint id={id} className={hintClassName}>
            {hint}
          </FieldHint>
          <FieldError id={id} message={error} />
        </>
      )}
    </div>
  );
}

/** Splits a field's props into the wrapper's and the control's. */
export function splitFieldProps<T extends FieldProps>({
  id,
  label,
  error,
  hint,
  className,
  hideLabel,
  hintPlacement,
  hintClassName,
  ...control
}: T) {
  return {
    field: { id, label, error, hint, className, hideLabel, hintPlacement, hintClassName },
    control: { ...control, ...fieldDescription(id, { error, hint }) },
  };
}

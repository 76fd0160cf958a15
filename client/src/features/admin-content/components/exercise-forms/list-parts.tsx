import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";

/** A list of rows (options, pairs, cards) under its legend, with its own message and an Add button. */
export function ListFieldset({
  id,
  legend,
  hint,
  error,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="min-w-0 space-y-3"
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
    >
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="space-y-3">{children}</div>
      <FieldError id={id} message={error} />
      <Button variant="outline" size="sm" disabled={!canAdd} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** Removes one row; its accessible name says which ("Remove option 2"). */
export function RemoveButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="mt-7 shrink-0 text-red-700 hover:bg-red-50"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

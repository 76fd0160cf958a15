import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FieldError, fieldDescription } from "@/components/ui/form-field";
import type { PlanFormInput, PlanFormOutput } from "@shared/api/admin-plans";

const MAX_FEATURES = 12;

/** The plan's features as a list: each line its own field, added, removed and moved with buttons. */
export function FeatureListEditor({
  control,
  register,
  errors,
}: {
  control: Control<PlanFormInput, unknown, PlanFormOutput>;
  register: UseFormRegister<PlanFormInput>;
  errors: FieldErrors<PlanFormInput>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "features" });
  const listError = errors.features?.message ?? errors.features?.root?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Features</legend>
      <p id="plan-features-hint" className="text-sm text-slate-600">
        What the plan includes, one line each, in the order the pricing card lists them (at most {MAX_FEATURES}).
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No features yet.</p> : null}
      <ol className="space-y-2">
        {fields.map((field, index) => {
          const id = `plan-feature-${index}`;
          const error = errors.features?.[index]?.text?.message;
          return (
            <li key={field.id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                <label htmlFor={id} className="sr-only">
                  Feature {index + 1}
                </label>
                <Input {...register(`features.${index}.text`)} {...fieldDescription(id, { error })} className="min-w-0 flex-1" />
                <div className="flex gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Move feature ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Move feature ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="outline" size="sm" aria-label={`Remove feature ${index + 1}`} onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              <FieldError id={id} message={error} />
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      <Button variant="outline" size="sm" disabled={fields.length >= MAX_FEATURES} onClick={() => append({ text: "" })}>
        <Plus aria-hidden="true" className="size-4" />
        Add a feature
      </Button>
    </fieldset>
  );
}

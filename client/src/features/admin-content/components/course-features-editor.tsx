import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { MAX_COURSE_FEATURES } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import type { CourseFormInput } from "../course-form-schema";
import { MoveButtons } from "./move-buttons";

/** "What you'll learn": short points shown as a list on the course page (hidden there when empty). */
export function CourseFeaturesEditor() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CourseFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "features" });
  const isFull = fields.length >= MAX_COURSE_FEATURES;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">What you&apos;ll learn</legend>
      <p className="text-sm text-slate-600">One point per line, e.g. &ldquo;Run a short meeting in English&rdquo;.</p>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No points yet.</p> : null}
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-1">
            <TextField
              {...register(`features.${index}.text`)}
              id={`course-feature-${index}`}
              label={`Point ${index + 1}`}
              className="min-w-0 flex-1"
              error={errors.features?.[index]?.text?.message}
            />
            <div className="mt-7 flex shrink-0 items-center">
              <MoveButtons name={`point ${index + 1}`} index={index} count={fields.length} onMove={(to) => move(index, to)} />
              <Button variant="ghost" size="icon" aria-label={`Remove point ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <FormAlert message={errors.features?.message ?? errors.features?.root?.message ?? null} />
      <Button variant="secondary" size="sm" disabled={isFull} onClick={() => append({ text: "" })}>
        <Plus aria-hidden="true" className="size-4" />
        Add a point
      </Button>
    </fieldset>
  );
}

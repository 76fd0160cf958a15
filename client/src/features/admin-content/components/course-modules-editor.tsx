import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { MAX_COURSE_MODULES, MODULE_HOLDS_LESSONS } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import type { CourseFormInput } from "../course-form-schema";
import { plural } from "../labels";
import { MoveButtons } from "./move-buttons";

type CourseModulesEditorProps = {
  /** How many lessons each stored module holds, by its number (1-5); empty for a new course. */
  lessonCounts: ReadonlyMap<number, number>;
};

/**
 * The course's modules in order (their place is their number, as lessons name them): add, rename,
 * describe, reorder and remove. A module that holds lessons cannot be removed here, as on the server.
 */
export function CourseModulesEditor({ lessonCounts }: CourseModulesEditorProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CourseFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "modules" });
  const modules = useWatch({ control, name: "modules" });
  const [refusal, setRefusal] = useState<string | null>(null);
  const isFull = fields.length >= MAX_COURSE_MODULES;

  const nameOf = (index: number) => modules[index]?.title.trim() || `module ${index + 1}`;
  const lessonsIn = (index: number) => {
    const from = modules[index]?.from;
    return from ? (lessonCounts.get(from) ?? 0) : 0;
  };

  function removeModule(index: number) {
    if (lessonsIn(index) > 0) {
      setRefusal(MODULE_HOLDS_LESSONS(modules[index]?.title.trim() || `Module ${index + 1}`));
      return;
    }
    setRefusal(null);
    remove(index);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Modules</legend>
      <p className="text-sm text-slate-600">
        Up to {MAX_COURSE_MODULES}, in the order students meet them. Lessons are added to a module from the course page.
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No modules yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const count = lessonsIn(index);
          return (
            <li key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800">
                  Module {index + 1}
                  <span className="ml-2 font-normal text-slate-600">{field.from ? plural(count, "lesson") : "new"}</span>
                </p>
                <div className="flex items-center gap-1">
                  <MoveButtons name={`module ${nameOf(index)}`} index={index} count={fields.length} onMove={(to) => move(index, to)} />
                  <Button variant="ghost" size="icon" aria-label={`Remove module ${nameOf(index)}`} onClick={() => removeModule(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              <TextField
                {...register(`modules.${index}.title`)}
                id={`course-module-${index}-title`}
                label={`Module ${index + 1} title`}
                error={errors.modules?.[index]?.title?.message}
              />
              <TextAreaField
                {...register(`modules.${index}.description`)}
                id={`course-module-${index}-description`}
                label={`Module ${index + 1} description (optional)`}
                rows={2}
                error={errors.modules?.[index]?.description?.message}
              />
            </li>
          );
        })}
      </ol>
      <FormAlert message={refusal ?? errors.modules?.message ?? errors.modules?.root?.message ?? null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={isFull}
          onClick={() => {
            setRefusal(null);
            append({ from: null, title: "", description: "" });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add module
        </Button>
        {isFull ? <p className="text-sm text-slate-600">A course has at most {MAX_COURSE_MODULES} modules.</p> : null}
      </div>
    </fieldset>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { AdminExercise, CreateExerciseInput } from "@shared/api/admin-content";
import type { ExerciseType } from "@shared/api/learning";
import { EXERCISE_TYPES } from "@shared/constants";
import { TYPE_LABELS } from "@/components/exercises/exercise-view";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import {
  exerciseFormDefaults,
  exerciseFormSchema,
  parseContentText,
  type ExerciseFormInput,
  type ExerciseFormOutput,
  toExerciseInput,
} from "../exercise-form-schema";
import { CONTENT_HELP, isUntouchedTemplate, templateText } from "../exercise-templates";
import { DIFFICULTY_OPTIONS, SKILL_OPTIONS } from "../labels";
import { ExercisePreview } from "./exercise-preview";
import { FormAlert } from "@/components/ui/form-alert";

const TYPE_OPTIONS = EXERCISE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const FIELDS = ["title", "description", "type", "difficulty", "skill", "points"] as const;

/** The server's messages under the fields they name; `content.*` (the content's own fields) under the content editor. */
function applyServerErrors(error: unknown, setError: (field: keyof ExerciseFormInput, message: string) => void) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let matched = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key === "content" || key.startsWith("content.") ? "contentText" : FIELDS.find((name) => name === key);
    if (field && messages[0]) {
      setError(field, messages[0]);
      matched = true;
    }
  }
  return matched;
}

type ExerciseFormProps = {
  /** The exercise to edit; a new exercise when absent. */
  exercise?: AdminExercise;
  onSubmit: (values: CreateExerciseInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
};

/**
 * An exercise: title, description, type, difficulty, skill, points, and its content as JSON (answer key
 * included) starting from a template of the chosen type, with a preview of what students will see.
 */
export function ExerciseForm({ exercise, onSubmit, onCancel, submitLabel }: ExerciseFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ExerciseFormInput, unknown, ExerciseFormOutput>({
    resolver: zodResolver(exerciseFormSchema),
    defaultValues: exerciseFormDefaults(exercise),
  });
  const draft = useWatch({ control });
  const type = (draft.type ?? "multiple_choice") as ExerciseType;
  const typeField = register("type");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toExerciseInput(values));
    } catch (error) {
      const matched = applyServerErrors(error, (field, message) => setError(field, { type: "server", message }));
      if (!matched) setFormError(getErrorMessage(error, "The exercise could not be saved. Please try again."));
    }
  });

  const draftContent = parseContentText(draft.contentText ?? "");

  return (
    <div className="space-y-5">
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <FormAlert message={formError} />
        <TextField {...register("title")} id="exercise-title" label="Title" error={errors.title?.message} />
        <TextAreaField
          {...register("description")}
          id="exercise-description"
          label="Instructions"
          rows={2}
          hint="What the student is asked to do (10 to 500 characters)."
          error={errors.description?.message}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...typeField}
            onChange={async (event) => {
              // A template nobody has edited follows the type; written content is kept.
              const content = getValues("contentText");
              await typeField.onChange(event);
              if (isUntouchedTemplate(content)) setValue("contentText", templateText(event.target.value as ExerciseType));
            }}
            id="exercise-type"
            label="Type"
            options={TYPE_OPTIONS}
            error={errors.type?.message}
          />
          <SelectField
            {...register("difficulty")}
            id="exercise-difficulty"
            label="Difficulty"
            options={DIFFICULTY_OPTIONS}
            error={errors.difficulty?.message}
          />
          <SelectField {...register("skill")} id="exercise-skill" label="Skill" options={SKILL_OPTIONS} error={errors.skill?.message} />
          <TextField
            {...register("points", { valueAsNumber: true })}
            id="exercise-points"
            label="Points"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            error={errors.points?.message}
          />
        </div>
        <div className="space-y-2">
          <TextAreaField
            {...register("contentText")}
            id="exercise-content"
            label="Content (JSON, answer key included)"
            rows={12}
            spellCheck={false}
            textareaClassName="font-mono text-sm"
            hint={`${TYPE_LABELS[type]}: ${CONTENT_HELP[type]} Students never receive the answers.`}
            error={errors.contentText?.message}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setValue("contentText", templateText(type), { shouldValidate: true })}>
              Use the {TYPE_LABELS[type].toLowerCase()} template
            </Button>
            <Button variant="outline" size="sm" aria-expanded={isPreviewing} onClick={() => setIsPreviewing((open) => !open)}>
              {isPreviewing ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              {isPreviewing ? "Hide preview" : "Preview"}
            </Button>
          </div>
        </div>
      </form>
      {/* Outside the form: the preview is a form of its own (Check answer). */}
      {isPreviewing ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
          {draftContent ? (
            <ExercisePreview
              exercise={{
                id: exercise?.id ?? 0,
                title: draft.title || "Untitled exercise",
                description: draft.description ?? "",
                type,
                difficulty: draft.difficulty ?? "beginner",
                skill: draft.skill ?? "reading",
                points: Number.isFinite(draft.points) ? Number(draft.points) : 0,
                content: draftContent,
              }}
              headingLevel={4}
            />
          ) : (
            <p className="text-sm text-slate-700">The preview shows once the content is a valid JSON object.</p>
          )}
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton form={formId} isBusy={isSubmitting} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </div>
  );
}

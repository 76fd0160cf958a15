import { FileText } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { AdminExercise, CreateExerciseInput } from "@shared/api/admin-content";
import { EXERCISE_TYPES } from "@shared/constants";
import { TYPE_LABELS } from "@/components/exercises/exercise-view";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import {
  exerciseFormDefaults,
  exerciseFormResolver,
  formPathOf,
  isFileAuthored,
  toContent,
  toExerciseInput,
  type ExerciseFormValues,
} from "../exercise-form-schema";
import { SKILL_OF_TYPE } from "../exercise-suggestions";
import { DIFFICULTY_OPTIONS, SKILL_OPTIONS } from "../labels";
import { ExercisePreview } from "./exercise-preview";
import { ChoiceFields } from "./exercise-forms/choice-fields";
import { FillInBlankFields } from "./exercise-forms/fill-in-blank-fields";
import { FlashcardFields, MatchingFields } from "./exercise-forms/pairs-fields";
import { ListeningFields, SpeakingFields } from "./exercise-forms/spoken-fields";

/** The types this form writes; a text or task (reading, listening, writing, speaking) is written in the curriculum file. */
const TYPE_OPTIONS = EXERCISE_TYPES.filter((value) => !isFileAuthored(value)).map((value) => ({ value, label: TYPE_LABELS[value] }));
const COMMON_FIELDS = ["title", "description", "type", "difficulty", "skill", "points"] as const;

/** A text or task: its content is shown in the preview and changed in the lesson's curriculum file. */
function FileAuthoredFields() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        The text, questions and answers of this type are read-only here: edit this exercise in the curriculum file (the lesson&apos;s file
        under content/courses). The preview shows it as students see it; its title, instructions, difficulty, skill and points can be
        changed here.
      </span>
    </p>
  );
}

const CONTENT_FIELDS = {
  multiple_choice: () => <ChoiceFields type="multiple_choice" />,
  fill_in_blank: FillInBlankFields,
  matching: MatchingFields,
  audio: ListeningFields,
  speaking: SpeakingFields,
  flashcard: FlashcardFields,
  reading_text: FileAuthoredFields,
  listening_text: FileAuthoredFields,
  writing_task: FileAuthoredFields,
  speaking_task: FileAuthoredFields,
};

/** The server's field messages under the fields they name (`content.options.1` under option 2). */
function applyServerErrors(error: unknown, type: ExerciseFormValues["type"], setError: (path: string, message: string) => void) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let matched = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const [head, ...rest] = key.split(".");
    const path =
      head === "content" && rest.length > 0
        ? formPathOf(
            type,
            rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          )
        : COMMON_FIELDS.find((name) => name === key);
    if (path && messages[0]) {
      setError(path, messages[0]);
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
  /** Told whether the form holds changes not saved yet, so that closing can ask before they are lost. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** The course's level ("B1-B2"): a new exercise starts at its difficulty. */
  courseLevel?: string;
};

/**
 * An exercise: title, instructions, type, difficulty, skill, points, and a form of its type's own
 * (options with the right one marked, words marked as blanks, pairs, cards, the text to speak, the
 * phrase), with the student's view of it beside the form, live.
 */
export function ExerciseForm({ exercise, onSubmit, onCancel, submitLabel, onDirtyChange, courseLevel }: ExerciseFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  const form = useForm<ExerciseFormValues>({ resolver: exerciseFormResolver, defaultValues: exerciseFormDefaults(exercise, courseLevel) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  const draft = useWatch({ control }) as ExerciseFormValues;
  const type = draft.type;
  const ContentFields = CONTENT_FIELDS[type];

  // The skill follows the type (a listening exercise practises listening) while it is still the skill
  // the previous type suggested: a skill the author chose by hand stays.
  const previousType = useRef(type);
  useEffect(() => {
    const before = previousType.current;
    previousType.current = type;
    if (before !== type && getValues("skill") === SKILL_OF_TYPE[before]) setValue("skill", SKILL_OF_TYPE[type], { shouldDirty: true });
  }, [type, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toExerciseInput(values));
    } catch (error) {
      const matched = applyServerErrors(error, values.type, (path, message) =>
        setError(path as keyof ExerciseFormValues, { type: "server", message }),
      );
      if (!matched) setFormError(getErrorMessage(error, "The exercise could not be saved. Please try again."));
    }
  });

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form id={formId} noValidate onSubmit={submit} className="min-w-0 space-y-5" aria-label="Exercise">
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
            {/* A text or task keeps its type: its content only fits its own type, and is written in the curriculum file. */}
            <SelectField
              {...register("type")}
              id="exercise-type"
              label="Type"
              options={
                exercise && isFileAuthored(exercise.type) ? [{ value: exercise.type, label: TYPE_LABELS[exercise.type] }] : TYPE_OPTIONS
              }
              hint={exercise && isFileAuthored(exercise.type) ? "Written in the curriculum file." : undefined}
              error={errors.type?.message}
            />
            <SelectField
              {...register("difficulty")}
              id="exercise-difficulty"
              label="Difficulty"
              options={DIFFICULTY_OPTIONS}
              error={errors.difficulty?.message}
            />
            <SelectField
              {...register("skill")}
              id="exercise-skill"
              label="Skill"
              options={SKILL_OPTIONS}
              hint="Follows the type until you choose one."
              error={errors.skill?.message}
            />
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
          <section aria-labelledby={`${formId}-content`} className="space-y-4 rounded-2xl border border-slate-200 p-4">
            <h3 id={`${formId}-content`} className="text-base font-semibold text-slate-900">
              {TYPE_LABELS[type]}: content and answers
            </h3>
            {/* One type's fields at a time; each type keeps its own draft while another is shown. */}
            <ContentFields key={type} />
          </section>
        </form>
        {/* Outside the form: the preview is a form of its own (Check answer). */}
        <section aria-labelledby={`${formId}-preview`} className="min-w-0 space-y-3 lg:sticky lg:top-0 lg:self-start">
          <h3 id={`${formId}-preview`} className="text-base font-semibold text-slate-900">
            Preview: what students see
          </h3>
          <p className="text-sm text-slate-600">Answers are checked here in your browser; nothing is saved.</p>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <ExercisePreview
              isDraft
              exercise={{
                id: exercise?.id ?? 0,
                title: draft.title || "Untitled exercise",
                description: draft.description ?? "",
                type,
                difficulty: draft.difficulty ?? "beginner",
                skill: draft.skill ?? "reading",
                points: Number.isFinite(draft.points) ? Number(draft.points) : 0,
                content: toContent(type, draft.content),
              }}
              headingLevel={4}
            />
          </div>
        </section>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton form={formId} isBusy={isSubmitting} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </FormProvider>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AdminLesson, CreateLessonInput } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { MODULE_OPTIONS } from "../labels";
import { lessonFormDefaults, lessonFormSchema, toLessonInput, type LessonFormInput, type LessonFormOutput } from "../lesson-form-schema";
import { FormAlert } from "@/components/ui/form-alert";
import { RichTextEditor } from "./rich-text-editor";

/** The server's field names and the form's field that shows their message. */
const SERVER_FIELDS = {
  title: "title",
  description: "description",
  content: "content",
  module: "module",
  estimatedMinutes: "estimatedMinutes",
  examples: "examplesText",
  isPublished: "isPublished",
} as const satisfies Record<string, keyof LessonFormInput>;

type LessonFormProps = {
  /** The lesson to edit; a new lesson when absent. */
  lesson?: AdminLesson;
  /** The module a new lesson starts in. */
  module?: number;
  /** The modules the lesson may be in, labelled with the course's names (default: modules 1 to 5). */
  moduleOptions?: readonly { value: string; label: string }[];
  onSubmit: (values: CreateLessonInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
};

/** A lesson: title, description, module, the explanation in rich text, examples one per line, minutes, published. */
export function LessonForm({ lesson, module = 1, moduleOptions = MODULE_OPTIONS, onSubmit, onCancel, submitLabel }: LessonFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LessonFormInput, unknown, LessonFormOutput>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: lessonFormDefaults(lesson, module),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toLessonInput(values));
    } catch (error) {
      let matched = false;
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [serverField, formField] of Object.entries(SERVER_FIELDS)) {
          const message = Object.entries(error.fieldErrors).find(
            ([key]) => key === serverField || key.startsWith(`${serverField}.`),
          )?.[1][0];
          if (message) {
            setError(formField, { type: "server", message });
            matched = true;
          }
        }
      }
      if (!matched) setFormError(getErrorMessage(error, "The lesson could not be saved. Please try again."));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField {...register("title")} id="lesson-title" label="Title" error={errors.title?.message} />
      <TextAreaField
        {...register("description")}
        id="lesson-description"
        label="Description"
        rows={2}
        hint="One or two sentences shown in the course outline."
        error={errors.description?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...register("module")} id="lesson-module" label="Module" options={moduleOptions} error={errors.module?.message} />
        <TextField
          {...register("estimatedMinutes")}
          id="lesson-minutes"
          label="Minutes to study"
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          error={errors.estimatedMinutes?.message}
        />
      </div>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            id="lesson-content"
            label="Explanation"
            hint="Headings, bold, italic, struck-out text, inline code, lists, examples (set apart as a quote) and tables. Pasted formatting beyond these is dropped."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
          />
        )}
      />
      <TextAreaField
        {...register("examplesText")}
        id="lesson-examples"
        label="Examples"
        rows={4}
        hint="One example sentence per line (up to 12)."
        error={errors.examplesText?.message}
      />
      <CheckboxField
        {...register("isPublished")}
        id="lesson-published"
        label="Published: students of the course can see this lesson"
        error={errors.isPublished?.message}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isBusy={isSubmitting} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

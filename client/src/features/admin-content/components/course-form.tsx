import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { createCourseSchema, type AdminCourse, type CreateCourseInput } from "@shared/api/admin-content";
import { COURSE_LEVELS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { FormAlert } from "@/components/ui/form-alert";

const FIELD_NAMES = ["title", "description", "level"] as const;

type CourseFormProps = {
  /** The course to edit; a new course when absent. */
  course?: AdminCourse;
  onSubmit: (values: CreateCourseInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
};

/** Title, description and level of a course: the server's rules and messages. */
export function CourseForm({ course, onSubmit, onCancel, submitLabel }: CourseFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createCourseSchema),
    defaultValues: { title: course?.title ?? "", description: course?.description ?? "", level: course?.level ?? COURSE_LEVELS[0] },
  });
  // A course whose level is not in today's list keeps it as a choice.
  const levels = course && !(COURSE_LEVELS as readonly string[]).includes(course.level) ? [...COURSE_LEVELS, course.level] : COURSE_LEVELS;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELD_NAMES))
        setFormError(getErrorMessage(error, "The course could not be saved. Please try again."));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField {...register("title")} id="course-title" label="Title" error={errors.title?.message} />
      <TextAreaField
        {...register("description")}
        id="course-description"
        label="Description"
        rows={3}
        hint="Shown on the course card: 10 to 500 characters."
        error={errors.description?.message}
      />
      <SelectField {...register("level")} id="course-level" label="Level" options={levels} error={errors.level?.message} />
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

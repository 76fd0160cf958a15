import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { AdminCourseDetail, CreateCourseInput } from "@shared/api/admin-content";
import { COURSE_LEVELS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { courseFormSchema, getCourseFormDefaults, toCourseInput, type CourseFormInput, type CourseFormValues } from "../course-form-schema";
import { CourseFeaturesEditor } from "./course-features-editor";
import { CourseModulesEditor } from "./course-modules-editor";

const FIELD_NAMES = ["title", "description", "level", "overview", "features", "modules"] as const;

type CourseFormProps = {
  /** The course to edit, with its lessons (to count each module's); a new course when absent. */
  course?: AdminCourseDetail;
  onSubmit: (values: CreateCourseInput) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
};

/** A course's card text, level and page content (overview, what you'll learn, modules): the server's rules and messages. */
export function CourseForm({ course, onSubmit, onCancel, submitLabel }: CourseFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: getCourseFormDefaults(course),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const lessonCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const lesson of course?.lessons ?? []) counts.set(lesson.module, (counts.get(lesson.module) ?? 0) + 1);
    return counts;
  }, [course]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toCourseInput(values, !course));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELD_NAMES))
        setFormError(getErrorMessage(error, "The course could not be saved. Please try again."));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
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
        <SelectField {...register("level")} id="course-level" label="Level" options={COURSE_LEVELS} error={errors.level?.message} />
        <TextAreaField
          {...register("overview")}
          id="course-overview"
          label="Overview (optional)"
          rows={4}
          hint="The course page's introduction; hidden there when empty."
          error={errors.overview?.message}
        />
        <CourseFeaturesEditor />
        <CourseModulesEditor lessonCounts={lessonCounts} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <SubmitButton isBusy={isSubmitting} busyLabel="Saving...">
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminLiveClass, LiveClassInput, UpdateLiveClassInput } from "@shared/api/live-classes";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { formDefaults, LIVE_CLASS_FIELD_NAMES, liveClassFormSchema, toIsoWithOffset } from "../live-class-form-schema";
import { FormAlert } from "@/components/ui/form-alert";

/** The CEFR levels a class can be for: one level, the courses' two-level bands, or everyone. */
export const LIVE_CLASS_LEVELS = ["All levels", "A1", "A2", "B1", "B2", "C1", "C2", "A1-A2", "B1-B2", "C1-C2"];

/** The choices of the Level select; a class saved earlier with another level keeps it as a choice. */
const levelOptions = (current: string | undefined) => [
  { value: "", label: "Choose a level" },
  ...[...LIVE_CLASS_LEVELS, ...(current && !LIVE_CLASS_LEVELS.includes(current) ? [current] : [])].map((level) => ({
    value: level,
    label: level,
  })),
];

type LiveClassFormProps = {
  /** The class to edit; a new class when absent. */
  liveClass?: AdminLiveClass;
  /**
   * Gets every field (`all`, for a new class) and the ones changed from `liveClass` (`changed`, for an
   * edit), the start as an ISO 8601 instant.
   */
  onSubmit: (values: { all: LiveClassInput; changed: UpdateLiveClassInput }) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  /** The zone the start is written in: the viewer's, which the panel names. */
  timeZone: string;
};

/** Title, level, teacher, start, duration, join link and seats of a class: the server's rules and messages. */
export function LiveClassForm({ liveClass, onSubmit, onCancel, submitLabel, timeZone }: LiveClassFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm({ resolver: zodResolver(liveClassFormSchema), defaultValues: formDefaults(timeZone, liveClass) });
  const zone = timeZone.replace(/_/g, " ");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const all: LiveClassInput = { ...values, startsAt: toIsoWithOffset(values.startsAt, timeZone) };
    const changed: UpdateLiveClassInput = Object.fromEntries(
      LIVE_CLASS_FIELD_NAMES.filter((name) => dirtyFields[name]).map((name) => [name, all[name]]),
    );
    try {
      await onSubmit({ all, changed });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, LIVE_CLASS_FIELD_NAMES))
        setFormError(getErrorMessage(error, "The class could not be saved. Please try again."));
    }
  });

  const idPrefix = liveClass ? `live-class-${liveClass.id}` : "live-class-new";
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField {...register("title")} id={`${idPrefix}-title`} label="Title" error={errors.title?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("level")}
          id={`${idPrefix}-level`}
          label="Level"
          options={levelOptions(liveClass?.level)}
          error={errors.level?.message}
        />
        <TextField {...register("teacherName")} id={`${idPrefix}-teacherName`} label="Teacher" error={errors.teacherName?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("startsAt")}
          id={`${idPrefix}-startsAt`}
          label="Starts at"
          type="datetime-local"
          hint={`In your time zone (${zone}); students see it in theirs.`}
          error={errors.startsAt?.message}
        />
        <TextField
          {...register("durationMinutes")}
          id={`${idPrefix}-durationMinutes`}
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={15}
          max={240}
          step={5}
          error={errors.durationMinutes?.message}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField
          {...register("joinUrl")}
          id={`${idPrefix}-joinUrl`}
          label="Join link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Given to booked students from 15 minutes before the start."
          error={errors.joinUrl?.message}
        />
        <TextField
          {...register("capacity")}
          id={`${idPrefix}-capacity`}
          label="Seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          error={errors.capacity?.message}
        />
      </div>
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

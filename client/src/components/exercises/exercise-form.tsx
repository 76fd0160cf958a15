import { Check } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useT } from "@/i18n/use-t";

type ExerciseFormProps = {
  idPrefix: string;
  /** The attempt has been checked: the Check button gives way to ExerciseView's result and Try again. */
  isChecked: boolean;
  isSubmitting: boolean;
  /** The id of the message to show when the answer is not complete enough to check, else null. */
  validate: () => string | null;
  onValid: () => void;
  children: ReactNode;
  /** Controls beside Check answer, such as Play again. */
  extraActions?: ReactNode;
  /** The button's words when it does more than check ("Hand in my text", "Done"); Check answer otherwise. */
  submitLabel?: string;
};

/** One attempt of an exercise: its controls, a message when something is missing, and Check answer. */
export function ExerciseForm({
  idPrefix,
  isChecked,
  isSubmitting,
  validate,
  onValid,
  children,
  extraActions,
  submitLabel,
}: ExerciseFormProps) {
  const { t } = useT();
  const [missing, setMissing] = useState<string | null>(null);
  const missingId = `${idPrefix}-missing`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecked || isSubmitting) return;
    const message = validate();
    setMissing(message);
    if (!message) onValid();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby={missing ? missingId : undefined} className="space-y-5">
      {children}
      {missing ? (
        <p id={missingId} role="alert" className="text-sm font-medium text-red-700">
          {t(missing)}
        </p>
      ) : null}
      {isChecked ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton size="lg" isBusy={isSubmitting} busyLabel={t("common.exercise.checking")} className="w-full sm:w-auto">
            <Check aria-hidden="true" className="size-5" />
            {submitLabel ?? t("common.exercise.checkAnswer")}
          </SubmitButton>
          {extraActions}
        </div>
      )}
    </form>
  );
}

import { useFieldArray, useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import type { ExerciseFormValues } from "../../exercise-form-schema";
import { ListFieldset, RemoveButton } from "./list-parts";

const MAX_OPTIONS = 6;

/** A question, 2 to 6 options and the right one marked with a radio: multiple choice, and listening's question. */
export function ChoiceFields({ type }: { type: "multiple_choice" | "audio" }) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ExerciseFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `content.${type}.options` });
  const fieldErrors = errors.content?.[type];
  const answerName = `content.${type}.answer` as const;

  function removeOption(index: number) {
    // The mark stays on the option it was on: later options move up one place.
    const answer = getValues(answerName);
    if (answer === String(index)) setValue(answerName, "");
    else if (answer !== "" && Number(answer) > index) setValue(answerName, String(Number(answer) - 1));
    remove(index);
  }

  return (
    <div className="space-y-5">
      <TextField
        {...register(`content.${type}.question`)}
        id={`${type}-question`}
        label="Question"
        error={fieldErrors?.question?.message}
      />
      <ListFieldset
        id={`${type}-options`}
        legend="Options"
        hint="Write 2 to 6 options and mark the right one. Students see them in this order."
        error={fieldErrors?.options?.root?.message ?? fieldErrors?.options?.message}
        addLabel="Add option"
        canAdd={fields.length < MAX_OPTIONS}
        onAdd={() => append({ text: "" }, { shouldFocus: true })}
      >
        {fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <TextField
              {...register(`content.${type}.options.${index}.text`)}
              id={`${type}-option-${index}`}
              label={`Option ${index + 1}`}
              className="min-w-0 flex-1"
              error={fieldErrors?.options?.[index]?.text?.message}
            />
            <label className="mt-7 flex h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-100">
              <input
                type="radio"
                {...register(answerName)}
                value={String(index)}
                className="size-4 accent-brand-700"
                aria-label={`Right answer: option ${index + 1}`}
                aria-describedby={fieldErrors?.answer ? `${type}-answer-error` : undefined}
              />
              Right answer
            </label>
            <RemoveButton label={`Remove option ${index + 1}`} disabled={fields.length <= 1} onClick={() => removeOption(index)} />
          </div>
        ))}
      </ListFieldset>
      <FieldError id={`${type}-answer`} message={fieldErrors?.answer?.message} />
    </div>
  );
}

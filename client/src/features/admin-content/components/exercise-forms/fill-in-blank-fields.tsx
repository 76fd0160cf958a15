import { Plus } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";
import { blankAt, realignBlanks, toggleBlank, wordsOf, type BlankDraft } from "../../exercise-blanks";
import type { ExerciseFormValues } from "../../exercise-form-schema";
import { RemoveButton } from "./list-parts";

const BLANKS = "content.fill_in_blank.blanks" as const;

/**
 * Fill in the blank: the sentence as students will read it, then each word that becomes a blank chosen
 * by pressing it (a toggle button: Tab to it, Enter or Space), then each blank's accepted answers.
 */
export function FillInBlankFields() {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ExerciseFormValues>();
  const sentence = useWatch({ control, name: "content.fill_in_blank.sentence" }) ?? "";
  const blanks = (useWatch({ control, name: BLANKS }) ?? []) as BlankDraft[];
  const words = wordsOf(sentence);
  const blankErrors = errors.content?.fill_in_blank?.blanks;

  const setBlanks = (next: BlankDraft[]) => setValue(BLANKS, next, { shouldDirty: true, shouldValidate: isSubmitted });
  const setAnswers = (index: number, answers: { text: string }[]) =>
    setBlanks(getValues(BLANKS).map((blank, at) => (at === index ? { ...blank, answers } : blank)));

  const sentenceField = register("content.fill_in_blank.sentence", {
    // The marks follow their words while the sentence is edited.
    onChange: (event: { target: { value: string } }) => setBlanks(realignBlanks(event.target.value, getValues(BLANKS))),
  });

  return (
    <div className="space-y-5">
      <TextAreaField
        {...sentenceField}
        id="fill-sentence"
        label="Sentence"
        rows={2}
        hint="Type the whole sentence with the right words in it, then choose below which words become blanks."
        error={errors.content?.fill_in_blank?.sentence?.message}
      />
      <div role="group" aria-labelledby="fill-words-label" className="space-y-2">
        <p id="fill-words-label" className="text-sm font-semibold text-slate-900">
          Words: press each word that becomes a blank
        </p>
        {words.length === 0 ? (
          <p className="text-sm text-slate-600">The words of the sentence appear here once you type it.</p>
        ) : (
          <div className="flex flex-wrap gap-1.5">
            {words.map((word) => {
              const isBlank = blankAt(blanks, word) !== undefined;
              return (
                <button
                  key={`${word.start}:${word.word}`}
                  type="button"
                  aria-pressed={isBlank}
                  onClick={() => setBlanks(toggleBlank(getValues(BLANKS), word))}
                  className={cn(
                    "min-h-9 rounded-lg border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                    isBlank
                      ? "border-brand-700 bg-brand-700 font-semibold text-white underline decoration-2 underline-offset-4"
                      : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
                  )}
                >
                  {word.word}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {blanks.map((blank, index) => {
        const answerErrors = blankErrors?.[index]?.answers;
        return (
          <fieldset key={`${blank.start}:${blank.word}`} className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              Blank {index + 1} ({blank.word}): accepted answers
            </legend>
            {blank.answers.map((answer, at) => (
              <div key={at} className="flex items-start gap-2">
                <TextField
                  id={`fill-blank-${index}-answer-${at}`}
                  label={`Accepted answer ${at + 1}`}
                  className="min-w-0 flex-1"
                  value={answer.text}
                  onChange={(event) =>
                    setAnswers(
                      index,
                      blank.answers.map((other, i) => (i === at ? { text: event.target.value } : other)),
                    )
                  }
                  error={answerErrors?.[at]?.text?.message}
                />
                <RemoveButton
                  label={`Remove accepted answer ${at + 1} of blank ${index + 1}`}
                  disabled={blank.answers.length <= 1}
                  onClick={() =>
                    setAnswers(
                      index,
                      blank.answers.filter((_, i) => i !== at),
                    )
                  }
                />
              </div>
            ))}
            <FieldError id={`fill-blank-${index}`} message={answerErrors?.root?.message ?? answerErrors?.message} />
            <Button
              variant="outline"
              size="sm"
              aria-label={`Add accepted answer for blank ${index + 1}`}
              onClick={() => setAnswers(index, [...blank.answers, { text: "" }])}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add accepted answer
            </Button>
          </fieldset>
        );
      })}
      <FieldError id="fill-blanks" message={blankErrors?.root?.message} />
    </div>
  );
}

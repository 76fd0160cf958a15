import { useState } from "react";
import { ChoiceGroup } from "./choice-group";
import { ExerciseForm } from "./exercise-form";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when Check answer is pressed with no option chosen. */
export const CHOOSE_AN_ANSWER = "common.exercise.chooseAnswer";

export function MultipleChoiceExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"multiple_choice">) {
  const [answer, setAnswer] = useState<number | null>(null);
  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={feedback !== null}
      isSubmitting={isSubmitting}
      validate={() => (answer === null ? CHOOSE_AN_ANSWER : null)}
      onValid={() => onSubmit({ answer: answer! })}
    >
      <ChoiceGroup
        name={`${idPrefix}-choice`}
        question={content.question}
        options={content.options}
        value={answer}
        onChange={setAnswer}
        feedback={feedback?.[0] ?? null}
        disabled={feedback !== null || isSubmitting}
      />
    </ExerciseForm>
  );
}

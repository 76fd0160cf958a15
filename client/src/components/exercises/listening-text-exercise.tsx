import { ExerciseText } from "./exercise-text";
import { TextQuestionsForm } from "./text-questions-form";
import type { ExerciseBodyProps } from "./types";

/** Listen to the monologue or dialogue, answer its questions, then read the transcript. */
export function ListeningTextExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"listening_text">) {
  return (
    <TextQuestionsForm
      idPrefix={idPrefix}
      questions={content.questions}
      feedback={feedback}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
    >
      {(isChecked) => <ExerciseText content={content} idPrefix={idPrefix} isAnswered={isChecked} />}
    </TextQuestionsForm>
  );
}

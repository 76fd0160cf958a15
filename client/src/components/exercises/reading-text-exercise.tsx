import { ExerciseText } from "./exercise-text";
import { TextQuestionsForm } from "./text-questions-form";
import type { ExerciseBodyProps } from "./types";

/** Read the text (set out as its genre), then answer its questions; one Check for them all. */
export function ReadingTextExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"reading_text">) {
  return (
    <TextQuestionsForm
      idPrefix={idPrefix}
      questions={content.questions}
      feedback={feedback}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
    >
      {() => <ExerciseText content={content} idPrefix={idPrefix} isAnswered={false} />}
    </TextQuestionsForm>
  );
}

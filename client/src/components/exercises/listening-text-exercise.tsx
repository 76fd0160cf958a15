import { DialoguePlayer } from "./dialogue-player";
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
      {(isChecked) => (
        <DialoguePlayer
          idPrefix={idPrefix}
          genre={content.genre}
          title={content.title}
          speakers={content.speakers}
          lines={content.lines}
          isAnswered={isChecked}
        />
      )}
    </TextQuestionsForm>
  );
}

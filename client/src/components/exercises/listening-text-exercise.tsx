import { useState } from "react";
import { DialoguePlayer } from "./dialogue-player";
import { ExerciseForm } from "./exercise-form";
import { ANSWER_EVERY_QUESTION, TextQuestions } from "./text-questions";
import type { ExerciseBodyProps } from "./types";

/** Listen to the monologue or dialogue, answer its questions, then read the transcript. */
export function ListeningTextExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"listening_text">) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => content.questions.map(() => null));
  const isChecked = feedback !== null;
  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (answers.some((answer) => answer === null) ? ANSWER_EVERY_QUESTION : null)}
      onValid={() => onSubmit({ answers: answers.map((answer) => answer ?? -1) })}
    >
      <DialoguePlayer
        idPrefix={idPrefix}
        genre={content.genre}
        title={content.title}
        speakers={content.speakers}
        lines={content.lines}
        isAnswered={isChecked}
      />
      <TextQuestions
        idPrefix={idPrefix}
        questions={content.questions}
        answers={answers}
        onChange={setAnswers}
        feedback={feedback}
        disabled={isChecked || isSubmitting}
      />
    </ExerciseForm>
  );
}

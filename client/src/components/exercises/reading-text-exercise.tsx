import { useState } from "react";
import { ExerciseForm } from "./exercise-form";
import { GenreText } from "./genre-text";
import { ANSWER_EVERY_QUESTION, TextQuestions } from "./text-questions";
import type { ExerciseBodyProps } from "./types";

/** Read the text (set out as its genre), then answer its questions; one Check for them all. */
export function ReadingTextExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"reading_text">) {
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
      <GenreText genre={content.genre} title={content.title} text={content.text} titleId={`${idPrefix}-text`} />
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

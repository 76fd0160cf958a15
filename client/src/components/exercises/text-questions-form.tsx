import { useState, type ReactNode } from "react";
import type { FeedbackItem, StudentQuestion } from "@shared/api/learning";
import { ExerciseForm } from "./exercise-form";
import { ANSWER_EVERY_QUESTION, TextQuestions } from "./text-questions";

type TextQuestionsFormProps = {
  idPrefix: string;
  questions: StudentQuestion[];
  feedback: FeedbackItem[] | null;
  isSubmitting: boolean;
  onSubmit: (userAnswers: { answers: number[] }) => void;
  /** The text read or the dialogue heard, above its questions; told whether the questions were checked. */
  children: (isChecked: boolean) => ReactNode;
};

/** A reading or listening text and its questions: every question answered before one Check for them all. */
export function TextQuestionsForm({ idPrefix, questions, feedback, isSubmitting, onSubmit, children }: TextQuestionsFormProps) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const isChecked = feedback !== null;
  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (answers.some((answer) => answer === null) ? ANSWER_EVERY_QUESTION : null)}
      onValid={() => onSubmit({ answers: answers.map((answer) => answer ?? -1) })}
    >
      {children(isChecked)}
      <TextQuestions
        idPrefix={idPrefix}
        questions={questions}
        answers={answers}
        onChange={setAnswers}
        feedback={feedback}
        disabled={isChecked || isSubmitting}
      />
    </ExerciseForm>
  );
}

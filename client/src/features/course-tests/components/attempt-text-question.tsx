import type { AttemptQuestion } from "@shared/api/course-tests";
import { ExerciseText } from "@/components/exercises/exercise-text";
import { TextQuestions } from "@/components/exercises/text-questions";

type TextContent = Extract<AttemptQuestion["content"], { type: "reading_text" | "listening_text" }>;

type AttemptTextQuestionProps = {
  content: TextContent;
  idPrefix: string;
  choices: (number | null)[];
  onChange: (choices: (number | null)[]) => void;
  disabled: boolean;
};

/**
 * A reading text (set out as its genre) or a listening text (played, its transcript kept back as in a
 * lesson) with its questions, each worth a point. Nothing is marked until the whole test is submitted.
 */
export function AttemptTextQuestion({ content, idPrefix, choices, onChange, disabled }: AttemptTextQuestionProps) {
  return (
    <div className="space-y-5">
      <ExerciseText content={content} idPrefix={idPrefix} isAnswered={false} headingLevel={3} />
      <div lang="en">
        <TextQuestions
          idPrefix={idPrefix}
          questions={content.questions}
          answers={choices}
          onChange={onChange}
          feedback={null}
          disabled={disabled}
        />
      </div>
    </div>
  );
}

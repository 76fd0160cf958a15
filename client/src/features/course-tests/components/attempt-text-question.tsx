import type { AttemptQuestion } from "@shared/api/course-tests";
import { DialoguePlayer } from "@/components/exercises/dialogue-player";
import { GenreText } from "@/components/exercises/genre-text";
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
      {content.type === "reading_text" ? (
        <GenreText genre={content.genre} title={content.title} text={content.text} titleId={`${idPrefix}-text`} headingLevel={3} />
      ) : (
        <DialoguePlayer
          idPrefix={idPrefix}
          genre={content.genre}
          title={content.title}
          speakers={content.speakers}
          lines={content.lines}
          isAnswered={false}
        />
      )}
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

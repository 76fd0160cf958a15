import type { StudentContent } from "@shared/api/learning";
import { DialoguePlayer } from "./dialogue-player";
import { GenreText } from "./genre-text";

type TextContent = Extract<StudentContent, { type: "reading_text" | "listening_text" }>;

type ExerciseTextProps = {
  content: TextContent;
  idPrefix: string;
  /** A listening text's transcript shows once the questions are answered (or at once without a voice). */
  isAnswered: boolean;
  headingLevel?: 3 | 4;
};

/** The text above a text's questions, in a lesson or a test: read as its genre, or played as its speakers. */
export function ExerciseText({ content, idPrefix, isAnswered, headingLevel = 4 }: ExerciseTextProps) {
  return content.type === "reading_text" ? (
    <GenreText genre={content.genre} title={content.title} text={content.text} titleId={`${idPrefix}-text`} headingLevel={headingLevel} />
  ) : (
    <DialoguePlayer
      idPrefix={idPrefix}
      genre={content.genre}
      title={content.title}
      speakers={content.speakers}
      lines={content.lines}
      isAnswered={isAnswered}
    />
  );
}

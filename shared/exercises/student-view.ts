// What a student may see of an exercise: the author's content without its answer key.
import { exerciseContentSchemas, BLANK, type ExerciseContent, type ExerciseType, type StudentContent } from "../api/learning";

/** The stored content checked against its type; null when it does not fit (never shown, never graded). */
export function parseExerciseContent<Type extends ExerciseType>(type: Type, content: unknown): ExerciseContent<Type> | null {
  const schema = exerciseContentSchemas[type] as (typeof exerciseContentSchemas)[ExerciseType] | undefined;
  if (!schema) return null;
  const result = schema.safeParse(content);
  return result.success ? (result.data as ExerciseContent<Type>) : null;
}

const withoutAnswers = (questions: { question: string; options: string[] }[]) =>
  questions.map(({ question, options }) => ({ question, options }));

// Alphabetical: an order that says nothing about which right belongs to which left.
const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/** The model answer of a writing or speaking task, shown once the attempt is made; null for the other types. */
export function modelAnswerOf(type: ExerciseType, content: unknown): string | null {
  if (type !== "writing_task" && type !== "speaking_task") return null;
  return parseExerciseContent(type, content)?.modelAnswer ?? null;
}

/** The content stripped of answers, or null when the stored content is not valid for its type. */
export function toStudentContent(type: ExerciseType, content: unknown): StudentContent | null {
  switch (type) {
    case "multiple_choice": {
      const parsed = parseExerciseContent("multiple_choice", content);
      return parsed && { type, question: parsed.question, options: parsed.options };
    }
    case "fill_in_blank": {
      const parsed = parseExerciseContent("fill_in_blank", content);
      return parsed && { type, text: parsed.text, blanks: parsed.text.split(BLANK).length - 1 };
    }
    case "matching": {
      const parsed = parseExerciseContent("matching", content);
      return (
        parsed && {
          type,
          lefts: parsed.pairs.map((pair) => pair.left),
          rights: parsed.pairs.map((pair) => pair.right).sort(byText),
        }
      );
    }
    case "audio": {
      const parsed = parseExerciseContent("audio", content);
      return parsed && { type, say: parsed.say, question: parsed.question, options: parsed.options };
    }
    case "speaking": {
      const parsed = parseExerciseContent("speaking", content);
      return parsed && { type, phrase: parsed.phrase };
    }
    case "flashcard": {
      // A flashcard's back is what the student turns it over to see: it is the lesson, not a key.
      const parsed = parseExerciseContent("flashcard", content);
      return parsed && { type, cards: parsed.cards };
    }
    case "reading_text": {
      const parsed = parseExerciseContent("reading_text", content);
      return parsed && { type, genre: parsed.genre, title: parsed.title, text: parsed.text, questions: withoutAnswers(parsed.questions) };
    }
    case "listening_text": {
      const parsed = parseExerciseContent("listening_text", content);
      return (
        parsed && {
          type,
          genre: parsed.genre,
          title: parsed.title,
          speakers: parsed.speakers,
          lines: parsed.lines,
          questions: withoutAnswers(parsed.questions),
        }
      );
    }
    case "writing_task": {
      // The model answer is the review after the attempt, never part of the task.
      const parsed = parseExerciseContent("writing_task", content);
      return (
        parsed && {
          type,
          genre: parsed.genre,
          prompt: parsed.prompt,
          minWords: parsed.minWords,
          maxWords: parsed.maxWords,
          rubric: parsed.rubric,
        }
      );
    }
    case "speaking_task": {
      const parsed = parseExerciseContent("speaking_task", content);
      return (
        parsed && {
          type,
          kind: parsed.kind,
          prompt: parsed.prompt,
          picture: parsed.picture ?? null,
          checklist: parsed.checklist,
          minSeconds: parsed.minSeconds,
        }
      );
    }
    default:
      return null;
  }
}

// What a student may see of an exercise: the author's content without its answer key.
import { exerciseContentSchemas, BLANK, type ExerciseContent, type ExerciseType, type StudentContent } from "../api/learning";

/** The stored content checked against its type; null when it does not fit (never shown, never graded). */
export function parseExerciseContent<Type extends ExerciseType>(type: Type, content: unknown): ExerciseContent<Type> | null {
  const schema = exerciseContentSchemas[type] as (typeof exerciseContentSchemas)[ExerciseType] | undefined;
  if (!schema) return null;
  const result = schema.safeParse(content);
  return result.success ? (result.data as ExerciseContent<Type>) : null;
}

// Alphabetical: an order that says nothing about which right belongs to which left.
const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

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
    default:
      return null;
  }
}

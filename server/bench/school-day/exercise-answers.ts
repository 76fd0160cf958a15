import type { ExerciseType } from "../../../shared/api/learning";

/**
 * What a student sends for an exercise (the body's userAnswers), right or wrong, built from the stored
 * content with its answer key: the simulated students answer like people who mostly know the lesson.
 */
export const answerFor = (type: ExerciseType, content: Record<string, unknown>, isRight: boolean): Record<string, unknown> => {
  switch (type) {
    case "multiple_choice":
    case "audio": {
      const answer = content.answer as number;
      const optionCount = (content.options as unknown[]).length;
      return { answer: isRight ? answer : (answer + 1) % optionCount };
    }
    case "fill_in_blank": {
      const accepted = content.answers as string[][];
      return { answers: accepted.map((options) => (isRight ? options[0] : "not the word")) };
    }
    case "matching": {
      const pairs = content.pairs as { left: string; right: string }[];
      // Wrong: every left item given the next pair's right item.
      return {
        matches: Object.fromEntries(
          pairs.map((pair, index) => [pair.left, isRight ? pair.right : pairs[(index + 1) % pairs.length]!.right]),
        ),
      };
    }
    case "speaking":
      return { transcript: isRight ? content.phrase : "something else entirely" };
    case "flashcard": {
      const cards = content.cards as { front: string }[];
      return { known: isRight ? cards.map((card) => card.front) : [] };
    }
    case "reading_text":
    case "listening_text": {
      const questions = content.questions as { options: unknown[]; answer: number }[];
      return { answers: questions.map((question) => (isRight ? question.answer : (question.answer + 1) % question.options.length)) };
    }
    case "writing_task":
      // The model answer is within the task's length; a wrong one is far too short.
      return { text: isRight ? content.modelAnswer : "Too short." };
    case "speaking_task": {
      const points = content.checklist as string[];
      return { recordedSeconds: isRight ? ((content.minSeconds as number | undefined) ?? 30) : 0, checklist: points.map(() => isRight) };
    }
  }
};

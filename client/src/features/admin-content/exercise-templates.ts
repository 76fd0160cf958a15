import type { ExerciseContent, ExerciseType } from "@shared/api/learning";

/** A filled-in example of each type's content, answer key included: the starting point of the content editor. */
export const CONTENT_TEMPLATES: { [Type in ExerciseType]: ExerciseContent<Type> } = {
  multiple_choice: { question: "Which word is a greeting?", options: ["Hello", "Table", "Blue"], answer: 0 },
  fill_in_blank: {
    text: "She ___ a teacher and they ___ students.",
    answers: [
      ["is", "'s"],
      ["are", "'re"],
    ],
  },
  matching: {
    pairs: [
      { left: "hot", right: "cold" },
      { left: "big", right: "small" },
      { left: "fast", right: "slow" },
    ],
  },
  audio: {
    say: "The shop opens at nine o'clock.",
    question: "When does the shop open?",
    options: ["At eight", "At nine", "At ten"],
    answer: 1,
  },
  speaking: { phrase: "Nice to meet you." },
  flashcard: {
    cards: [
      { front: "apple", back: "a round fruit, red or green" },
      { front: "bread", back: "a food made from flour, water and yeast" },
    ],
  },
};

/** What each type's content holds, in a sentence for the editor's hint. */
export const CONTENT_HELP: Record<ExerciseType, string> = {
  multiple_choice: "question, 2 to 6 options, and answer: the number of the right option counting from 0.",
  fill_in_blank: "text with each blank written as ___, and answers: one list of accepted answers per blank, in order.",
  matching: "pairs: 2 to 8 pairs of left and right items; students see the right items shuffled.",
  audio: "say: what the browser reads aloud, question, 2 to 6 options, and answer: the number of the right option counting from 0.",
  speaking: "phrase: the sentence the student says aloud.",
  flashcard: "cards: 1 to 12 cards, each with a front and a back.",
};

/** The template as the editor shows it: indented JSON. */
export const templateText = (type: ExerciseType) => formatContent(CONTENT_TEMPLATES[type]);

export const formatContent = (content: unknown) => JSON.stringify(content, null, 2);

/** True when the text is one of the templates as first shown (so switching type may replace it). */
export const isUntouchedTemplate = (text: string) =>
  text.trim() === "" || (Object.keys(CONTENT_TEMPLATES) as ExerciseType[]).some((type) => templateText(type) === text);

import { describe, expect, it } from "vitest";
import { gradeExercise, wordSimilarity } from "./grading";
import { toStudentContent } from "./student-view";

const graded = (type: Parameters<typeof gradeExercise>[0], content: unknown, answers: unknown) => {
  const outcome = gradeExercise(type, content, answers);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.grade;
};

describe("multiple choice and audio", () => {
  const choice = { question: "Which is a greeting?", options: ["Goodbye", "Hello", "Table"], answer: 1 };

  it("gives the point for the keyed option and shows the expected one after a wrong attempt", () => {
    expect(graded("multiple_choice", choice, { answer: 1 })).toMatchObject({ score: 1, maxScore: 1, passed: true });
    const wrong = graded("multiple_choice", choice, { answer: 0 });
    expect(wrong).toMatchObject({ score: 0, passed: false });
    expect(wrong.feedback).toEqual([{ label: "Which is a greeting?", isCorrect: false, given: "Goodbye", expected: "Hello" }]);
  });

  it("grades an index outside the options as wrong, and refuses an answer that is not an index", () => {
    expect(graded("audio", { say: "Hi", ...choice }, { answer: 99 })).toMatchObject({ score: 0, passed: false });
    expect(gradeExercise("multiple_choice", choice, { answer: "1" })).toEqual({ ok: false, message: "Please choose an answer" });
    expect(gradeExercise("multiple_choice", choice, { answer: 0.5 })).toEqual({ ok: false, message: "Please choose an answer" });
  });
});

describe("fill in the blank", () => {
  const content = {
    text: "I ___ from Kenya and she ___ from Peru.",
    answers: [
      ["am", "'m"],
      ["is", "'s"],
    ],
  };

  it("accepts any listed answer, case-insensitive and trimmed, typographic apostrophes included", () => {
    expect(graded("fill_in_blank", content, { answers: ["  AM ", "\u2019s"] })).toMatchObject({ score: 2, maxScore: 2, passed: true });
  });

  it("counts each blank: one of two right is 50 %, below the pass mark", () => {
    const grade = graded("fill_in_blank", content, { answers: ["am", "are"] });
    expect(grade).toMatchObject({ score: 1, maxScore: 2, passed: false });
    expect(grade.feedback[1]).toEqual({ label: "Blank 2", isCorrect: false, given: "are", expected: "is" });
  });

  it("treats missing blanks as wrong", () => {
    expect(graded("fill_in_blank", content, { answers: [] })).toMatchObject({ score: 0, passed: false });
  });
});

describe("matching", () => {
  const content = {
    pairs: [
      { left: "cat", right: "gato" },
      { left: "dog", right: "perro" },
      { left: "constructor", right: "constructor (es)" },
    ],
  };

  it("scores each pair, and an answer key named like an object property is not read from the prototype", () => {
    expect(graded("matching", content, { matches: { cat: "gato", dog: "perro", constructor: "constructor (es)" } })).toMatchObject({
      score: 3,
      passed: true,
    });
    const partial = graded("matching", content, { matches: { cat: "perro", dog: "perro" } });
    expect(partial).toMatchObject({ score: 1, maxScore: 3, passed: false });
    expect(partial.feedback[2]).toMatchObject({ label: "constructor", isCorrect: false, given: "" });
  });

  it("refuses matches that are not a map of text", () => {
    expect(gradeExercise("matching", content, { matches: ["gato"] }).ok).toBe(false);
  });
});

describe("speaking", () => {
  const content = { phrase: "Nice to meet you, Amara." };

  it("passes at 0.8 word-level similarity, ignoring case and punctuation", () => {
    expect(graded("speaking", content, { transcript: "nice to meet you amara" })).toMatchObject({ score: 100, passed: true });
    // 4 of 5 words: similarity 0.8, just at the mark.
    expect(graded("speaking", content, { transcript: "nice to meet you" })).toMatchObject({ score: 80, passed: true });
    expect(graded("speaking", content, { transcript: "nice to see" })).toMatchObject({ passed: false });
    expect(graded("speaking", content, { transcript: "" })).toMatchObject({ score: 0, passed: false });
  });

  it("measures similarity over words", () => {
    expect(wordSimilarity("a b c d", "a x c d")).toBe(0.75);
    expect(wordSimilarity("", "")).toBe(1);
  });
});

describe("flashcards", () => {
  const content = {
    cards: [
      { front: "hello", back: "a greeting" },
      { front: "bye", back: "a farewell" },
    ],
  };

  it("passes once the cards were gone through and scores the ones known", () => {
    expect(graded("flashcard", content, { known: ["hello", "not a card"] })).toMatchObject({ score: 1, maxScore: 2, passed: true });
  });
});

describe("what a student sees", () => {
  it("never contains the answer key", () => {
    const student = toStudentContent("multiple_choice", { question: "Q?", options: ["a", "b"], answer: 1 });
    expect(student).toEqual({ type: "multiple_choice", question: "Q?", options: ["a", "b"] });
    expect(toStudentContent("fill_in_blank", { text: "I ___ here.", answers: [["am"]] })).toEqual({
      type: "fill_in_blank",
      text: "I ___ here.",
      blanks: 1,
    });
    const matching = toStudentContent("matching", {
      pairs: [
        { left: "1", right: "zebra" },
        { left: "2", right: "apple" },
      ],
    });
    expect(matching).toEqual({ type: "matching", lefts: ["1", "2"], rights: ["apple", "zebra"] });
  });

  it("is null for stored content that does not fit its type", () => {
    expect(toStudentContent("multiple_choice", { question: "Q?", options: ["a", "b"], answer: 5 })).toBeNull();
    expect(toStudentContent("speaking", "not an object")).toBeNull();
  });
});

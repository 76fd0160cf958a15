import { describe, expect, it } from "vitest";
import { countTextWords, estimateExerciseSeconds, estimateLessonMinutes, isStatedWithinCount, speechPaceOf } from "./estimate-minutes";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

describe("the independent count of a learner's time", () => {
  it("counts words as a reader does: contractions and hyphenated words once, numbers too", () => {
    expect(countTextWords("I'm a well-known teacher, aged 42 — really.")).toBe(7);
  });

  it("reads at 100 words a minute and gives each answer 45 seconds", () => {
    // 10 words of question and options: 6 s of reading, then 45 s to answer.
    expect(estimateExerciseSeconds({ type: "multiple_choice", content: { question: words(6), options: ["a", "b", "c", "d"] } }, 130)).toBe(
      51,
    );
    expect(
      estimateExerciseSeconds({ type: "fill_in_blank", content: { text: `${words(9)} ___ and ___`, answers: [["x"], ["y"]] } }, 130),
    ).toBe(6 + 90);
    expect(estimateExerciseSeconds({ type: "flashcard", content: { cards: [{ front: words(5), back: words(5) }] } }, 130)).toBe(6 + 30);
  });

  it("plays a listening text twice at the level's pace", () => {
    expect([speechPaceOf("A1-A2"), speechPaceOf("B1-B2"), speechPaceOf("C1-C2"), speechPaceOf("TEFL Level 3")]).toEqual([
      110, 130, 150, 150,
    ]);
    // 130 words at 130 a minute, twice: 120 s; the question and its options, 10 words: 6 + 45 s.
    expect(
      estimateExerciseSeconds({ type: "audio", content: { say: words(130), question: words(6), options: ["a", "b", "c", "d"] } }, 130),
    ).toBe(171);
  });

  it("gives a writing task 5 minutes to plan and the middle of its range at 10 words a minute", () => {
    expect(estimateExerciseSeconds({ type: "writing_task", content: { prompt: words(50), minWords: 80, maxWords: 120 } }, 130)).toBe(
      30 + 300 + 600,
    );
  });

  it("adds the explanation, examples and key words to the exercises, in whole minutes", () => {
    const lesson = {
      body: words(300),
      examples: [words(50)],
      vocabulary: [{ term: "word", example: words(49) }],
      exercises: [{ type: "speaking", content: { phrase: words(25) } }],
    };
    // 400 words read (240 s) + the phrase (15 s + 45 s) = 300 s.
    expect(estimateLessonMinutes(lesson, 130)).toBe(5);
  });

  it("lets a lesson state up to 1.5 times its count, never more", () => {
    expect(isStatedWithinCount(15, 10)).toBe(true);
    expect(isStatedWithinCount(16, 10)).toBe(false);
    expect(isStatedWithinCount(5, 10)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { canAdvance, canAttempt, finalPercent, initialLesson, lessonReducer, lessonScore, type LessonAction } from "./lesson-state";

const run = (actions: LessonAction[], state = initialLesson()) => actions.reduce(lessonReducer, state);
const attempt = (points: number): LessonAction => ({ type: "attempt", heard: "word", points });

describe("the kids lesson", () => {
  it("offers Next Word only after a scoring attempt or three attempts, and allows three attempts a word", () => {
    let state = run([attempt(0)]);
    expect(canAdvance(state)).toBe(false);
    expect(lessonReducer(state, { type: "next" })).toBe(state);
    state = run([attempt(0), attempt(0)], state);
    expect(state.attempts).toBe(3);
    expect(canAttempt(state)).toBe(false);
    expect(canAdvance(state)).toBe(true);
    expect(run([attempt(3)], state).attempts).toBe(3);
    expect(canAdvance(run([attempt(1)]))).toBe(true);
  });

  it("counts each word's best attempt and ends with score / (words x 3) as a percentage", () => {
    const state = run([
      attempt(1),
      attempt(3),
      { type: "next" },
      attempt(2),
      { type: "next" },
      attempt(0),
      attempt(0),
      attempt(0),
      { type: "next" },
    ]);
    expect(state.isComplete).toBe(true);
    expect(lessonScore(state)).toBe(5);
    expect(finalPercent(state)).toBe(56);
    expect(finalPercent(run([attempt(3), { type: "next" }, attempt(3), { type: "next" }, attempt(3), { type: "next" }]))).toBe(100);
  });

  it("resets the score, the attempts and the word when the letter changes", () => {
    const state = run([attempt(3), { type: "next" }, attempt(2), { type: "selectLetter", letterIndex: 4 }]);
    expect(state).toEqual(initialLesson(4));
  });
});

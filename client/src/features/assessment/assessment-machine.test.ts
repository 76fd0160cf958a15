import { describe, expect, it } from "vitest";
import type { AssessmentResult } from "@shared/api/assessment";
import { ASSESSMENT_QUESTION_COUNT } from "@shared/constants";
import {
  type AssessmentAction,
  type AssessmentState,
  assessmentReducer,
  initialAssessmentState,
  isAnswerMissing,
} from "./assessment-machine";

const RESULT: AssessmentResult = {
  score: 3,
  level: "B1-B2",
  levelName: "Intermediate",
  completedAt: "2025-03-01T10:00:00.000Z",
  isSaved: false,
};

const run = (actions: AssessmentAction[], state: AssessmentState = initialAssessmentState) => actions.reduce(assessmentReducer, state);

/** Answers option `n % 4` for question n and moves on, stopping on the last question. */
const answerUpToLast = (): AssessmentAction[] =>
  Array.from({ length: ASSESSMENT_QUESTION_COUNT }, (_, index) => [
    { type: "select", option: index % 4 } as const,
    ...(index < ASSESSMENT_QUESTION_COUNT - 1 ? [{ type: "next" } as const] : []),
  ]).flat();

describe("assessment machine", () => {
  it("starts on the first question with no answers", () => {
    expect(run([{ type: "start" }])).toEqual({
      stage: "question",
      index: 0,
      answers: Array(ASSESSMENT_QUESTION_COUNT).fill(null),
      isAnswerMissing: false,
    });
  });

  it("does not move on without an answer and raises the flag", () => {
    const state = run([{ type: "start" }, { type: "next" }]);
    expect(state).toMatchObject({ stage: "question", index: 0, isAnswerMissing: true });
    expect(isAnswerMissing(state)).toBe(true);
  });

  it("clears the flag once an option is chosen, then moves on", () => {
    const state = run([{ type: "start" }, { type: "next" }, { type: "select", option: 2 }]);
    expect(isAnswerMissing(state)).toBe(false);
    expect(run([{ type: "next" }], state)).toMatchObject({ stage: "question", index: 1, answers: [2, null, null, null, null] });
  });

  it("ignores an option outside the four", () => {
    const state = run([{ type: "start" }]);
    expect(run([{ type: "select", option: 4 }], state)).toBe(state);
    expect(run([{ type: "select", option: -1 }], state)).toBe(state);
  });

  it("keeps earlier answers when going back, and lets them be changed", () => {
    const state = run([
      { type: "start" },
      { type: "select", option: 1 },
      { type: "next" },
      { type: "select", option: 3 },
      { type: "previous" },
    ]);
    expect(state).toMatchObject({ stage: "question", index: 0, answers: [1, 3, null, null, null] });
    expect(run([{ type: "select", option: 0 }, { type: "next" }], state)).toMatchObject({ index: 1, answers: [0, 3, null, null, null] });
  });

  it("does not go back from the first question", () => {
    const state = run([{ type: "start" }]);
    expect(run([{ type: "previous" }], state)).toBe(state);
  });

  it("turns Next on the last question into a submit with every answer", () => {
    const lastQuestion = run([{ type: "start" }, ...answerUpToLast()]);
    expect(lastQuestion).toMatchObject({ stage: "question", index: ASSESSMENT_QUESTION_COUNT - 1 });
    expect(run([{ type: "next" }], lastQuestion)).toEqual({ stage: "submitting", index: 4, answers: [0, 1, 2, 3, 0] });
  });

  it("does not submit while the last question is unanswered", () => {
    const actions = answerUpToLast().slice(0, -1);
    const state = run([{ type: "start" }, ...actions, { type: "next" }]);
    expect(state).toMatchObject({ stage: "question", index: 4, isAnswerMissing: true });
  });

  it("never submits a gap in the answers", () => {
    const gap: AssessmentState = { stage: "question", index: 4, answers: [0, null, 1, 2, 3], isAnswerMissing: false };
    expect(run([{ type: "next" }], gap)).toMatchObject({ stage: "question", index: 1, isAnswerMissing: true });
  });

  it("shows the server's result once submitted", () => {
    const submitting = run([{ type: "start" }, ...answerUpToLast(), { type: "next" }]);
    expect(run([{ type: "submitted", result: RESULT }], submitting)).toEqual({
      stage: "results",
      answers: [0, 1, 2, 3, 0],
      result: RESULT,
    });
  });

  it("goes back to the last question with its answers when the submit fails", () => {
    const submitting = run([{ type: "start" }, ...answerUpToLast(), { type: "next" }]);
    const failed = run([{ type: "failed" }], submitting);
    expect(failed).toEqual({ stage: "question", index: 4, answers: [0, 1, 2, 3, 0], isAnswerMissing: false });
    expect(run([{ type: "next" }], failed)).toMatchObject({ stage: "submitting" });
  });

  it("ignores answers and navigation while submitting", () => {
    const submitting = run([{ type: "start" }, ...answerUpToLast(), { type: "next" }]);
    for (const action of [{ type: "select", option: 1 }, { type: "previous" }, { type: "next" }, { type: "start" }] as const) {
      expect(run([action], submitting)).toBe(submitting);
    }
  });

  it("ignores a result that arrives when nothing is being submitted", () => {
    expect(run([{ type: "submitted", result: RESULT }])).toBe(initialAssessmentState);
  });

  it("returns to the intro on restart, with no answers kept", () => {
    const results = run([{ type: "start" }, ...answerUpToLast(), { type: "next" }, { type: "submitted", result: RESULT }]);
    const intro = run([{ type: "restart" }], results);
    expect(intro).toEqual({ stage: "intro" });
    expect(run([{ type: "start" }], intro)).toMatchObject({ answers: [null, null, null, null, null] });
  });
});

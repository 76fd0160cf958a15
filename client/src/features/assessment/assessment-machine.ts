import { ASSESSMENT_QUESTION_COUNT } from "@shared/constants";
import type { AssessmentResult } from "@shared/api/assessment";

/** The chosen option per question, in question order; null until the person picks one. */
export type AnswerSheet = (number | null)[];

export type AssessmentState =
  | { stage: "intro" }
  | {
      stage: "question";
      index: number;
      answers: AnswerSheet;
      /** Set when the person tried to move on without choosing: the screen warns them. */
      isAnswerMissing: boolean;
    }
  | { stage: "submitting"; index: number; answers: number[] }
  | { stage: "results"; answers: number[]; result: AssessmentResult };

export type AssessmentAction =
  | { type: "start" }
  | { type: "select"; option: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "submitted"; result: AssessmentResult }
  | { type: "failed" }
  | { type: "restart" };

const OPTION_COUNT = 4;

export const initialAssessmentState: AssessmentState = { stage: "intro" };

const isComplete = (answers: AnswerSheet): answers is number[] => answers.every((answer) => answer !== null);

/**
 * The placement test's steps as a pure function, so the rules (no skipping, going back keeps answers,
 * Next on the last question submits) are tested without a browser. An action that makes no sense in
 * the current stage leaves the state as it is: a late click or a double submit cannot break the flow.
 */
export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case "start":
      if (state.stage !== "intro") return state;
      return { stage: "question", index: 0, answers: Array<number | null>(ASSESSMENT_QUESTION_COUNT).fill(null), isAnswerMissing: false };

    case "select": {
      if (state.stage !== "question") return state;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option >= OPTION_COUNT) return state;
      const answers = state.answers.map((answer, index) => (index === state.index ? action.option : answer));
      return { ...state, answers, isAnswerMissing: false };
    }

    case "next": {
      if (state.stage !== "question") return state;
      if (state.answers[state.index] === null) return { ...state, isAnswerMissing: true };
      const isLast = state.index === state.answers.length - 1;
      if (!isLast) return { ...state, index: state.index + 1, isAnswerMissing: false };
      if (isComplete(state.answers)) return { stage: "submitting", index: state.index, answers: state.answers };
      // Unreachable through the screen (each step needs an answer), but never send a gap: go and fill it.
      return { ...state, index: state.answers.indexOf(null), isAnswerMissing: true };
    }

    case "previous":
      if (state.stage !== "question" || state.index === 0) return state;
      return { ...state, index: state.index - 1, isAnswerMissing: false };

    case "submitted":
      if (state.stage !== "submitting") return state;
      return { stage: "results", answers: state.answers, result: action.result };

    case "failed":
      // Back on the last question with every answer kept, so one press of Submit retries.
      if (state.stage !== "submitting") return state;
      return { stage: "question", index: state.index, answers: state.answers, isAnswerMissing: false };

    case "restart":
      return initialAssessmentState;
  }
}

/** True when the last action was a Next or Submit without a chosen option. */
export const isAnswerMissing = (state: AssessmentState) => state.stage === "question" && state.isAnswerMissing;

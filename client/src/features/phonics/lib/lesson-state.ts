import { ATTEMPTS_PER_WORD, LESSON_LETTERS, POINTS_PER_WORD } from "../data/lesson-letters";

/**
 * The kids lesson: a letter's three words, up to 3 attempts each. A word counts its best attempt (0-3
 * points), so the final percentage, score / (words x 3), never passes 100 %.
 */
export type LessonState = {
  letterIndex: number;
  wordIndex: number;
  attempts: number;
  /** Points of the words already passed, for this letter. */
  banked: number;
  /** The best attempt at the current word. */
  best: number;
  lastAttempt: { heard: string; points: number } | null;
  isComplete: boolean;
};

export type LessonAction =
  | { type: "selectLetter"; letterIndex: number }
  | { type: "attempt"; heard: string; points: number }
  | { type: "next" }
  | { type: "restart" };

export const initialLesson = (letterIndex = 0): LessonState => ({
  letterIndex,
  wordIndex: 0,
  attempts: 0,
  banked: 0,
  best: 0,
  lastAttempt: null,
  isComplete: false,
});

export const lessonScore = (state: LessonState) => state.banked + state.best;
export const wordsInLetter = (state: LessonState) => LESSON_LETTERS[state.letterIndex]!.words.length;
export const isLastWord = (state: LessonState) => state.wordIndex === wordsInLetter(state) - 1;
/** Next Word (or Complete Lesson) appears once the attempts are used up or the score is above 0. */
export const canAdvance = (state: LessonState) => state.attempts >= ATTEMPTS_PER_WORD || lessonScore(state) > 0;
export const canAttempt = (state: LessonState) => !state.isComplete && state.attempts < ATTEMPTS_PER_WORD;
export const finalPercent = (state: LessonState) => Math.round((lessonScore(state) / (wordsInLetter(state) * POINTS_PER_WORD)) * 100);

export function lessonReducer(state: LessonState, action: LessonAction): LessonState {
  switch (action.type) {
    case "selectLetter":
      // Changing letter resets the score, the attempts and the word.
      return initialLesson(action.letterIndex);
    case "attempt":
      if (!canAttempt(state)) return state;
      return {
        ...state,
        attempts: state.attempts + 1,
        best: Math.max(state.best, action.points),
        lastAttempt: { heard: action.heard, points: action.points },
      };
    case "next":
      if (!canAdvance(state) || state.isComplete) return state;
      if (isLastWord(state)) return { ...state, isComplete: true };
      return { ...state, wordIndex: state.wordIndex + 1, attempts: 0, banked: state.banked + state.best, best: 0, lastAttempt: null };
    case "restart":
      return initialLesson(state.letterIndex);
  }
}

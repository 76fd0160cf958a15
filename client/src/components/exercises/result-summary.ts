import type { ExerciseType } from "@shared/api/learning";
import type { ExerciseGrade } from "./types";

type Score = Pick<ExerciseGrade, "score" | "maxScore" | "passed">;

/** The sentence the live region announces and the result panel shows after a check. */
export function describeResult(type: ExerciseType, { score, maxScore, passed }: Score) {
  if (type === "flashcard") return `Done! You knew ${score} of ${maxScore} ${maxScore === 1 ? "card" : "cards"}`;
  if (type === "speaking") return passed ? `Correct! ${score}% match` : `Not quite: ${score}% match — try again`;
  if (score === maxScore && passed) return `Correct! ${score} of ${maxScore}`;
  if (passed) return `Passed: ${score} of ${maxScore}`;
  return `Not quite: ${score} of ${maxScore} — try again`;
}

/** "3 of 3", or "92% match" for speaking, whose score is a similarity out of 100. */
export function formatScore(type: ExerciseType, { score, maxScore }: Score) {
  return type === "speaking" ? `${score}% match` : `${score} of ${maxScore}`;
}

const ratio = ({ score, maxScore }: Score) => (maxScore > 0 ? score / maxScore : 0);

/** The better of two results: a pass beats a fail, then the higher share of the maximum. */
export function betterResult<T extends Score>(a: T | null, b: T | null): T | null {
  if (!a) return b;
  if (!b) return a;
  if (a.passed !== b.passed) return a.passed ? a : b;
  return ratio(b) > ratio(a) ? b : a;
}

import type { ExerciseType } from "@shared/api/learning";
import { translate } from "@/i18n/use-t";
import type { ExerciseGrade } from "./types";

type Score = Pick<ExerciseGrade, "score" | "maxScore" | "passed">;

/** The sentence the live region announces and the result panel shows after a check, in the interface language. */
export function describeResult(type: ExerciseType, { score, maxScore, passed }: Score) {
  const values = { score, maxScore };
  if (type === "flashcard") return translate("common.exerciseResult.flashcards", values);
  if (type === "writing_task")
    return translate(passed ? "learning.exerciseResult.writingHandedIn" : "learning.exerciseResult.writingLength");
  if (type === "speaking_task")
    return translate(passed ? "learning.exerciseResult.speakingTaskDone" : "learning.exerciseResult.speakingTaskNotYet", values);
  if (type === "speaking")
    return translate(passed ? "common.exerciseResult.speakingPassed" : "common.exerciseResult.speakingFailed", values);
  if (score === maxScore && passed) return translate("common.exerciseResult.correct", values);
  if (passed) return translate("common.exerciseResult.passed", values);
  return translate("common.exerciseResult.notQuite", values);
}

/** "3 of 3", or "92% match" for speaking, whose score is a similarity out of 100; a writing task is the right length or not. */
export function formatScore(type: ExerciseType, { score, maxScore }: Score) {
  if (type === "writing_task")
    return translate(score === maxScore ? "learning.exerciseResult.writingRightLength" : "learning.exerciseResult.writingNotRightLength");
  return translate(type === "speaking" ? "common.exerciseResult.match" : "common.exerciseResult.scoreOf", { score, maxScore });
}

const ratio = ({ score, maxScore }: Score) => (maxScore > 0 ? score / maxScore : 0);

/** The better of two results: a pass beats a fail, then the higher share of the maximum. */
export function betterResult<T extends Score>(a: T | null, b: T | null): T | null {
  if (!a) return b;
  if (!b) return a;
  if (a.passed !== b.passed) return a.passed ? a : b;
  return ratio(b) > ratio(a) ? b : a;
}

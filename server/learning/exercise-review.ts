// What a writing or speaking task's result adds to the grade (issue 43): the model answer to compare and, for
// writing, the automatic feedback; and the writing kept for a teacher to mark.
import { userAnswerSchemas, type ExerciseReview, type ExerciseType, type WritingFeedback } from "../../shared/api/learning";
import { parseExerciseContent } from "../../shared/exercises/student-view";
import { writingSubmissions } from "../../shared/schema/writing";
import type { DbExecutor } from "../db/connection";
import { loadSpeller } from "./spelling";
import { writingFeedback } from "./writing-feedback";

/** The review and, for a writing task, the text to keep; null for the types without one. */
export type PreparedReview = { review: ExerciseReview; writing: { text: string; feedback: WritingFeedback } | null };

/**
 * Called after the answer was graded (so it has the type's shape), before the result's transaction: the
 * spell-check is the slow part and holds no lock.
 */
export const prepareReview = async (type: ExerciseType, content: unknown, userAnswers: unknown): Promise<PreparedReview | null> => {
  if (type === "speaking_task") {
    const task = parseExerciseContent("speaking_task", content);
    return task && { review: { modelAnswer: task.modelAnswer, writing: null }, writing: null };
  }
  if (type !== "writing_task") return null;
  const task = parseExerciseContent("writing_task", content);
  if (!task) return null;
  // The schema trims: the text kept is the one graded and counted.
  const { text } = userAnswerSchemas.writing_task.parse(userAnswers);
  const feedback = writingFeedback(text, task, await loadSpeller());
  return { review: { modelAnswer: task.modelAnswer, writing: feedback }, writing: { text, feedback } };
};

/** Keeps the text for a teacher: a new row each time (the teacher reads the latest; the history stays). */
export const keepWriting = async (
  tx: DbExecutor,
  {
    userId,
    source,
    courseId,
    writing,
    now,
  }: {
    userId: number;
    /** A lesson's writing task, or a final assessment's (the attempt and its question). */
    source: { exerciseId: number } | { testAttemptId: number; testQuestionId: number };
    courseId: number;
    writing: NonNullable<PreparedReview["writing"]>;
    now: Date;
  },
) => {
  await tx.insert(writingSubmissions).values({
    userId,
    ...source,
    courseId,
    text: writing.text,
    wordCount: writing.feedback.wordCount,
    feedback: writing.feedback,
    submittedAt: now,
  });
};

import { z } from "zod";
import { ASSESSMENT_QUESTION_COUNT } from "../constants";

export const ANSWER_ALL_QUESTIONS = `Please answer all ${ASSESSMENT_QUESTION_COUNT} questions`;
export const ANSWER_OUT_OF_RANGE = "Each answer must be one of the four options";

/** The chosen option index per question, in question order. No score or level: the server computes them. */
export const submitAssessmentSchema = z.strictObject(
  {
    answers: z
      .array(z.number({ error: ANSWER_OUT_OF_RANGE }).int(ANSWER_OUT_OF_RANGE).min(0, ANSWER_OUT_OF_RANGE).max(3, ANSWER_OUT_OF_RANGE), {
        error: ANSWER_ALL_QUESTIONS,
      })
      .length(ASSESSMENT_QUESTION_COUNT, ANSWER_ALL_QUESTIONS),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only the answers may be sent" : undefined) },
);

export type SubmitAssessmentInput = z.infer<typeof submitAssessmentSchema>;

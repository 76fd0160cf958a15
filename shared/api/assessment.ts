import { z } from "zod";
import { ASSESSMENT_QUESTION_COUNT } from "../constants";
import type { CefrBand } from "../placement/bands";
import type { PlacementResult } from "./placement";

export const ANSWER_ALL_QUESTIONS = `Please answer all ${ASSESSMENT_QUESTION_COUNT} questions`;
export const ANSWER_OUT_OF_RANGE = "Each answer must be one of the four options";

/**
 * The fixed test's answers (its route is gone from the server): kept only while the client still compiles
 * against it.
 */
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

/** The three levels of the fixed test that came before the adaptive placement test. */
export type FixedTestLevel = "A1-A2" | "B1-B2" | "C1-C2";

/**
 * GET /api/assessments/me: the student's latest placement result, or null before the first one. A result
 * of the adaptive placement test (decision 0058) carries its band and the full result; a row stored by the
 * old fixed test has no band, only its level ("A1-A2", "B1-B2", "C1-C2") and that level's name.
 */
export type MyAssessment =
  | (Omit<PlacementResult, "completedAt"> & {
      /** The band, such as "B1" (the same as `band`). */
      level: CefrBand;
      /** The band's name, such as "Intermediate". */
      levelName: string;
      /** The number of right answers. */
      score: number;
      completedAt: string;
    })
  | {
      band?: undefined;
      level: FixedTestLevel;
      levelName: string;
      /** Right answers out of the fixed test's 5. */
      score: number;
      completedAt: string;
    };

/**
 * The fixed test's answer (its POST /api/assessments is gone from the server): kept only while the client
 * still compiles against it.
 */
export type AssessmentResult = { score: number; level: FixedTestLevel; levelName: string; completedAt: string; isSaved: boolean };

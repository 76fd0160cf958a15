import { z } from "zod";
import { ASSESSMENT_LEVEL_BOUNDS, ASSESSMENT_QUESTION_COUNT } from "../constants";

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

const assessmentLevels = ASSESSMENT_LEVEL_BOUNDS.map((bound) => bound.level) as [
  (typeof ASSESSMENT_LEVEL_BOUNDS)[number]["level"],
  ...(typeof ASSESSMENT_LEVEL_BOUNDS)[number]["level"][],
];

/** GET /api/assessments/me: the student's latest placement result (404 before the first one). */
export const myAssessmentSchema = z.object({
  /** 0-5, computed by the server from the answers. */
  score: z.number().int(),
  /** The CEFR band, such as "B1-B2". */
  level: z.enum(assessmentLevels),
  /** The band's name, such as "Intermediate". */
  levelName: z.string(),
  completedAt: z.string(),
});
export type MyAssessment = z.infer<typeof myAssessmentSchema>;

/** POST /api/assessments: 201 when stored for a signed-in student, 200 for a visitor (`isSaved` false). */
export const assessmentResultSchema = myAssessmentSchema.extend({ isSaved: z.boolean() });
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

// Module tests, the final assessment and TEFL reflective tasks: what the student sees, sends and is
// answered (issue 30). The answer keys never leave the server; the server holds each attempt's draw.
import { z } from "zod";
import type { CertificateGrade, CertificateKind } from "./certificates";
import type { ExerciseSkill, StudentContent, WritingFeedback } from "./learning";

export const COURSE_TEST_MESSAGES = {
  notFound: "Test not found",
  attemptNotFound: "Attempt not found",
  finalLocked: "Complete every lesson of the course to unlock the final assessment",
  dailyLimit: "You have used today's attempts at this test. You can try again tomorrow.",
  alreadySubmitted: "This attempt has already been submitted",
  answersRequired: "Please answer the questions",
  answerCount: "Send one answer per question, in the order they were asked",
  taskTooShort: "Write at least 150 words for the reflective task",
  taskTooLong: "The reflective task is at most 3,000 words",
  taskNotFound: "This module has no reflective task",
} as const;

/** Attempts a student may start at one test in one day (the school's day, Africa/Johannesburg). */
export const ATTEMPTS_PER_DAY = 3;
/** The final assessment's pass mark (per cent); module tests pass at MODULE_TEST_PASS_PERCENT. */
export const FINAL_PASS_PERCENT = 70;
export const MODULE_TEST_PASS_PERCENT = 60;

/** The shares of a graded certificate's score (per cent): the final assessment's and the module tests' together. */
export const FINAL_WEIGHT_PERCENT = 60;
export const MODULE_TESTS_WEIGHT_PERCENT = 40;

/**
 * The certificate's score: 60 % the final assessment's best attempt, 40 % the average of the module tests'
 * best attempts (a module test never taken counts 0; a course without module tests: the final alone). The
 * grade follows the certificates' bands (gradeForAverage): 85 and over Distinction, 70 and over Merit, else
 * Pass. The server alone applies it: to issue a certificate and to tell the student where they stand.
 */
export const certificateScore = (finalBest: number, moduleBests: readonly number[]) => {
  const modules = moduleBests.length ? moduleBests.reduce((sum, value) => sum + value, 0) / moduleBests.length : finalBest;
  return Math.round((FINAL_WEIGHT_PERCENT * finalBest + MODULE_TESTS_WEIGHT_PERCENT * modules) / 100);
};

/**
 * Guided learning hours of a course, from its content: every published lesson's minutes, 1½ minutes per
 * drawn question of each test, the counted minutes of the texts an attempt asks (textsPerAttempt), 90
 * minutes per reflective task; rounded to the nearest hour. A course of under an hour has 0 and states its
 * minutes instead: a 40-minute course never claims an hour.
 */
export const MINUTES_PER_TEST_QUESTION = 1.5;
export const MINUTES_PER_REFLECTIVE_TASK = 90;
export const guidedLearningHours = (parts: {
  lessonMinutes: number;
  testQuestionsDrawn: number;
  testTextMinutes?: number;
  reflectiveTasks: number;
}) => {
  const minutes =
    parts.lessonMinutes +
    parts.testQuestionsDrawn * MINUTES_PER_TEST_QUESTION +
    (parts.testTextMinutes ?? 0) +
    parts.reflectiveTasks * MINUTES_PER_REFLECTIVE_TASK;
  return minutes < 60 ? 0 : Math.round(minutes / 60);
};

export type CourseTestKind = "module" | "final";

/** GET /api/courses/:id/tests: the course's tests and reflective tasks as this student stands. */
export type CourseTestSummary = {
  id: number;
  kind: CourseTestKind;
  /** 1-5 for a module test, 0 for the final assessment. */
  module: number;
  title: string;
  questionCount: number;
  passPercent: number;
  /** The best submitted score (per cent), or null before a first submission. */
  bestScore: number | null;
  isPassed: boolean;
  attemptsLeftToday: number;
  /** False for the final assessment until every lesson is complete. */
  isAvailable: boolean;
  /** An attempt started and not submitted (reloading resumes it). */
  openAttemptId: number | null;
};
export type ReflectiveTaskSummary = {
  module: number;
  moduleTitle: string;
  prompt: string;
  guidance: string[];
  submittedAt: string | null;
  text: string | null;
};
export type CourseTestsResponse = {
  tests: CourseTestSummary[];
  reflectiveTasks: ReflectiveTaskSummary[];
  /** What the certificate needs and where the student stands: lessons, final assessment, tasks. */
  requirements: { lessonsTotal: number; lessonsCompleted: number; finalPassed: boolean; tasksTotal: number; tasksSubmitted: number };
  guidedHours: number;
  /** How the certificate will be graded and the grade so far, by the rule the certificate is issued with. */
  grading: CertificateGrading;
};

/** The course's certificate once issued to this student (a revoked one is left out). */
export type IssuedCertificate = { certificateNumber: string; kind: CertificateKind; grade: CertificateGrade | null };

/**
 * A graded certificate's rule as this student stands, worked out on the server by certificateScore:
 * each part's weight in the score (per cent of it), the scores so far, and what the final would need.
 */
export type GradedCertificateGrading = {
  kind: "graded";
  /** The final's share of the score: 60, or 100 in a course without module tests. */
  finalWeight: number;
  finalPassPercent: number;
  /** The final's best score, null before a first submission. */
  finalBest: number | null;
  /** Each module test, its share of the score (40 split evenly) and its best score (null: never taken, counts 0). */
  moduleTests: { testId: number; module: number; title: string; weight: number; bestScore: number | null }[];
  /** The module tests' average as the score counts it (untaken as 0), null in a course without module tests. */
  moduleTestsAverage: number | null;
  /** With the final passed: the score and grade the certificate would state now. */
  soFar: { score: number; grade: CertificateGrade } | null;
  /** Before the final is passed: the least final score that gives each grade with the module tests as they are (null: out of reach). */
  finalNeeds: { grade: CertificateGrade; finalScore: number | null }[];
  issued: IssuedCertificate | null;
};
export type CertificateGrading = GradedCertificateGrading | { kind: "completion"; issued: IssuedCertificate | null };

/**
 * What a bank holds: questions with one right answer, texts with their questions (one point each), and in a
 * final assessment a writing task (kept for a teacher's marking, not in the score).
 */
export type CourseTestQuestionType = "multiple_choice" | "fill_in_blank" | "audio" | "reading_text" | "listening_text" | "writing_task";

/** A question as the student sees it: the type's student content (no answer), its skill. */
export type AttemptQuestion = {
  id: number;
  type: CourseTestQuestionType;
  skill: ExerciseSkill;
  content: StudentContent;
};

/** POST /api/course-tests/:id/attempts (201, or 200 with the open attempt): the drawn questions. */
export type CourseTestAttempt = {
  id: number;
  testId: number;
  title: string;
  kind: CourseTestKind;
  startedAt: string;
  questions: AttemptQuestion[];
};

/** The answers, one per question in the order asked: the shape each type expects (userAnswerSchemas). */
export const submitAttemptSchema = z.object({
  answers: z.array(z.unknown(), { error: COURSE_TEST_MESSAGES.answersRequired }).min(1, COURSE_TEST_MESSAGES.answersRequired).max(60),
});
export type SubmitAttemptInput = z.input<typeof submitAttemptSchema>;

/**
 * POST /api/course-test-attempts/:id/submit: the score. Module tests show each question's right answer
 * (they are for learning); the final assessment shows only which were right, so its bank stays worth drawing.
 */
export type AttemptResult = {
  attemptId: number;
  scorePercent: number;
  correctCount: number;
  questionCount: number;
  isPassed: boolean;
  passPercent: number;
  bestScore: number;
  /**
   * Each question asked: a text's points are its questions answered right, out of its questions; a writing
   * task is out of 0 (a teacher marks it), `isCorrect` when it is the task's length, with its automatic feedback.
   */
  perQuestion: {
    id: number;
    isCorrect: boolean;
    rightAnswer: string | null;
    points: number;
    outOf: number;
    writing: WritingFeedback | null;
  }[];
  /** Set when this submission completed the course: the certificate just issued. */
  certificate: { certificateNumber: string; grade: string | null } | null;
};

export const reflectiveTaskSchema = z.object({
  text: z
    .string({ error: COURSE_TEST_MESSAGES.taskTooShort })
    .trim()
    .refine((text) => text.split(/\s+/).filter(Boolean).length >= 150, COURSE_TEST_MESSAGES.taskTooShort)
    .refine((text) => text.split(/\s+/).filter(Boolean).length <= 3000, COURSE_TEST_MESSAGES.taskTooLong),
});
export type ReflectiveTaskInput = z.input<typeof reflectiveTaskSchema>;

/** PUT /api/courses/:id/reflective-tasks/:module: the task as stored, and the certificate if this completed the course. */
export type ReflectiveTaskResult = ReflectiveTaskSummary & { certificate: { certificateNumber: string; grade: string | null } | null };

import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import {
  ATTEMPTS_PER_DAY,
  COURSE_TEST_MESSAGES,
  type AttemptQuestion,
  type AttemptResult,
  type CourseTestAttempt,
} from "../../shared/api/course-tests";
import type { WritingFeedback } from "../../shared/api/learning";
import { gradeExercise } from "../../shared/exercises/grading";
import { parseExerciseContent, toStudentContent } from "../../shared/exercises/student-view";
import { courseTestAttempts, courseTestQuestions, type CourseTest, type CourseTestQuestion } from "../../shared/schema/course-tests";
import { issueCertificateIfComplete } from "../certificates/certificate-issue.service";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { keepWriting, prepareReview, type PreparedReview } from "../learning/exercise-review";
import { ASKED_WHOLE, findBestScores, getCourseStanding, getPassPercent, refreshCourseProgress } from "./course-standing";
import { countAttemptsStartedToday, lockStudent, requireTestForStudent, type StudentContext } from "./course-test-access";

/** `count` distinct items of `items`, in a random order (crypto random, Fisher-Yates). */
const drawAtRandom = <Item>(items: readonly Item[], count: number) => {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index--) {
    const swap = randomInt(index + 1);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, count);
};

const isText = (question: CourseTestQuestion) => question.type === "reading_text" || question.type === "listening_text";

/**
 * One attempt's draw: `drawn` of the bank's questions at random, then one reading text, one listening text
 * and (a final assessment) one writing task, each at random among its kind when the bank holds one (issue 43).
 */
const drawFromBank = (bank: CourseTestQuestion[], drawn: number) => [
  ...drawAtRandom(
    bank.filter((question) => !ASKED_WHOLE.includes(question.type)),
    drawn,
  ).map((question) => question.id),
  ...ASKED_WHOLE.flatMap((type) =>
    drawAtRandom(
      bank.filter((question) => question.type === type),
      1,
    ).map((question) => question.id),
  ),
];

const toAttemptQuestion = (question: CourseTestQuestion): AttemptQuestion | null => {
  const content = toStudentContent(question.type, question.content);
  return content && { id: question.id, type: question.type, skill: question.skill, content };
};

const findQuestionsByIds = async (db: DbExecutor, ids: number[]) => {
  const rows = ids.length ? await db.select().from(courseTestQuestions).where(inArray(courseTestQuestions.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
};

const toAttempt = async (
  db: DbExecutor,
  test: CourseTest,
  attempt: typeof courseTestAttempts.$inferSelect,
): Promise<CourseTestAttempt> => ({
  id: attempt.id,
  testId: test.id,
  title: test.title,
  kind: test.kind,
  startedAt: attempt.startedAt.toISOString(),
  questions: (await findQuestionsByIds(db, attempt.questionIds)).flatMap((question) => {
    const shown = question && toAttemptQuestion(question);
    return shown ? [shown] : [];
  }),
});

/**
 * POST /api/course-tests/:id/attempts: the open attempt (resumed, `created` false) or a new one drawing
 * `drawn` live questions at random. The final assessment waits for every published lesson; a test allows
 * ATTEMPTS_PER_DAY starts a school day. Starts sent at once take turns on the student's lock: one attempt.
 */
export const startAttempt = async (context: StudentContext & { testId: number }) => {
  const { db, clock, user } = context;
  const test = await requireTestForStudent(context);
  if (test.kind === "final") {
    const standing = await getCourseStanding(db, { userId: user.id, courseId: test.courseId });
    if (!standing.allLessonsComplete) throw new AppError("forbidden", COURSE_TEST_MESSAGES.finalLocked, { reason: "course.finalLocked" });
  }
  const now = clock.now();
  const { attempt, created } = await db.transaction(async (tx) => {
    await lockStudent(tx, user.id);
    const [open] = await tx
      .select()
      .from(courseTestAttempts)
      .where(and(eq(courseTestAttempts.userId, user.id), eq(courseTestAttempts.testId, test.id), isNull(courseTestAttempts.submittedAt)))
      .orderBy(asc(courseTestAttempts.id))
      .limit(1);
    if (open) return { attempt: open, created: false };
    const today = (await countAttemptsStartedToday(tx, user.id, [test.id], now)).get(test.id) ?? 0;
    if (today >= ATTEMPTS_PER_DAY) throw new AppError("rate_limited", COURSE_TEST_MESSAGES.dailyLimit);
    const bank = (
      await tx
        .select()
        .from(courseTestQuestions)
        .where(and(eq(courseTestQuestions.testId, test.id), eq(courseTestQuestions.isRetired, false)))
        .orderBy(asc(courseTestQuestions.position), asc(courseTestQuestions.id))
    ).filter((question) => toAttemptQuestion(question) !== null);
    if (bank.length === 0) throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
    const drawn = drawFromBank(bank, test.drawn);
    const [inserted] = await tx
      .insert(courseTestAttempts)
      .values({ userId: user.id, testId: test.id, questionIds: drawn, startedAt: now })
      .returning();
    return { attempt: inserted!, created: true };
  });
  return { attempt: await toAttempt(db, test, attempt), created };
};

/**
 * The right answer as a person reads it: the option, each blank's first accepted answer, or a text's
 * right option for each of its questions ("1. …; 2. …").
 */
const describeRightAnswer = (question: CourseTestQuestion): string | null => {
  if (question.type === "fill_in_blank") {
    const parsed = parseExerciseContent("fill_in_blank", question.content);
    return parsed ? parsed.answers.map((accepted) => accepted[0]).join(" / ") : null;
  }
  if (question.type === "reading_text" || question.type === "listening_text") {
    const parsed = parseExerciseContent(question.type, question.content);
    return parsed ? parsed.questions.map((item, index) => `${index + 1}. ${item.options[item.answer] ?? ""}`).join("; ") : null;
  }
  if (question.type === "writing_task") return null;
  const parsed = parseExerciseContent(question.type, question.content);
  return parsed ? (parsed.options[parsed.answer] ?? null) : null;
};

/** Points a question is worth: one, one for each of a text's questions, none for a writing task (a teacher marks it). */
const pointsOf = (question: CourseTestQuestion) => {
  if (question.type === "writing_task") return 0;
  if (!isText(question)) return 1;
  const parsed = parseExerciseContent(question.type as "reading_text" | "listening_text", question.content);
  return parsed ? parsed.questions.length : 1;
};

/**
 * POST /api/course-test-attempts/:id/submit: marks each answer against the stored question, stores the
 * score once (a conditional update: a second submission is refused), and at the final assessment checks
 * the certificate. A question left unanswered (null) is wrong; an answer of the wrong shape is refused.
 */
export const submitAttempt = async (
  context: StudentContext & { siteOrigin: string; attemptId: number; answers: unknown[] },
): Promise<AttemptResult> => {
  const { db, clock, user, siteOrigin, attemptId, answers } = context;
  const [attempt] = await db
    .select()
    .from(courseTestAttempts)
    .where(and(eq(courseTestAttempts.id, attemptId), eq(courseTestAttempts.userId, user.id)));
  if (!attempt) throw new AppError("not_found", COURSE_TEST_MESSAGES.attemptNotFound);
  const test = await requireTestForStudent({ db, clock, user, testId: attempt.testId });
  if (attempt.submittedAt) throw new AppError("conflict", COURSE_TEST_MESSAGES.alreadySubmitted);
  if (answers.length !== attempt.questionIds.length) throw new AppError("validation", COURSE_TEST_MESSAGES.answerCount);

  const questions = await findQuestionsByIds(db, attempt.questionIds);
  // A question scores a point when right; a text scores a point for each of its questions answered right; a
  // writing task scores none here: it gets its automatic feedback and is kept for a teacher's marking.
  const writings: { questionId: number; writing: NonNullable<PreparedReview["writing"]> }[] = [];
  const marked: AttemptResult["perQuestion"] = [];
  for (const [index, question] of questions.entries()) {
    const answer = answers[index];
    if (!question) {
      marked.push({ id: attempt.questionIds[index]!, isCorrect: false, rightAnswer: null, points: 0, outOf: 1, writing: null });
      continue;
    }
    const outOf = pointsOf(question);
    let points = 0;
    let isCorrect = false;
    let writing: WritingFeedback | null = null;
    if (answer !== null && answer !== undefined) {
      const outcome = gradeExercise(question.type, question.content, answer);
      if (!outcome.ok) throw new AppError("validation", `Question ${index + 1}: ${outcome.message}`);
      points = isText(question) ? outcome.grade.score : outOf > 0 && outcome.grade.passed ? 1 : 0;
      isCorrect = outOf > 0 ? points === outOf : outcome.grade.passed;
      const prepared = question.type === "writing_task" ? await prepareReview(question.type, question.content, answer) : null;
      if (prepared?.writing) {
        writings.push({ questionId: question.id, writing: prepared.writing });
        writing = prepared.writing.feedback;
      }
    }
    marked.push({
      id: question.id,
      isCorrect,
      rightAnswer: test.kind === "module" ? describeRightAnswer(question) : null,
      points,
      outOf,
      writing,
    });
  }
  const correctCount = marked.reduce((sum, item) => sum + item.points, 0);
  const questionCount = marked.reduce((sum, item) => sum + item.outOf, 0);
  // A bank could hold only a writing task (nothing scored): it scores 0, never a division by nothing.
  const scorePercent = questionCount > 0 ? Math.round((correctCount / questionCount) * 100) : 0;
  const now = clock.now();

  return db.transaction(async (tx) => {
    await lockStudent(tx, user.id);
    const [stored] = await tx
      .update(courseTestAttempts)
      .set({ answers, correctCount, scorePercent, submittedAt: now })
      .where(and(eq(courseTestAttempts.id, attempt.id), isNull(courseTestAttempts.submittedAt)))
      .returning({ id: courseTestAttempts.id });
    if (!stored) throw new AppError("conflict", COURSE_TEST_MESSAGES.alreadySubmitted);
    for (const { questionId, writing } of writings)
      await keepWriting(tx, {
        userId: user.id,
        source: { testAttemptId: attempt.id, testQuestionId: questionId },
        courseId: test.courseId,
        writing,
        now,
      });
    let certificate: AttemptResult["certificate"] = null;
    if (test.kind === "final") {
      const courseProgress = await refreshCourseProgress(tx, { userId: user.id, courseId: test.courseId, now });
      const issued = await issueCertificateIfComplete(tx, { user, courseId: test.courseId, courseProgress, now, siteOrigin });
      certificate = issued && { certificateNumber: issued.certificateNumber, grade: issued.grade };
    }
    const passPercent = getPassPercent(test);
    const bestScore = (await findBestScores(tx, user.id, [test.id])).get(test.id) ?? scorePercent;
    return {
      attemptId: attempt.id,
      scorePercent,
      correctCount,
      questionCount,
      isPassed: scorePercent >= passPercent,
      passPercent,
      bestScore,
      perQuestion: marked,
      certificate,
    };
  });
};

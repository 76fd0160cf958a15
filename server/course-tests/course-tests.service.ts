import { randomInt } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import {
  ATTEMPTS_PER_DAY,
  COURSE_TEST_MESSAGES,
  type AttemptQuestion,
  type AttemptResult,
  type CourseTestAttempt,
  type CourseTestsResponse,
  type ReflectiveTaskResult,
  type ReflectiveTaskSummary,
} from "../../shared/api/course-tests";
import { parseExerciseContent, toStudentContent } from "../../shared/exercises/student-view";
import { gradeExercise } from "../../shared/exercises/grading";
import { userProgress } from "../../shared/schema/achievements";
import type { User } from "../../shared/schema/auth";
import {
  courseTestAttempts,
  courseTestQuestions,
  courseTests,
  reflectiveTaskSubmissions,
  type CourseTest,
  type CourseTestQuestion,
} from "../../shared/schema/course-tests";
import { courses } from "../../shared/schema/courses";
import { issueCertificateIfComplete } from "../certificates/certificate-issue.service";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { startOfDayInJohannesburg } from "../lib/school-time";
import { requireEnrollment } from "../learning/enrollment.service";
import { requirePublishedCourse } from "../learning/published-content";
import {
  bestScores,
  courseStanding,
  listCourseTests,
  liveQuestionCounts,
  passPercentOf,
  reflectiveTasksOf,
  refreshCourseProgress,
} from "./course-standing";

type Context = { db: Database; clock: Clock; user: User };

/**
 * The student may use a course's tests exactly as its lessons: a published course, an enrolment and a plan
 * that covers it; an admin may look without enrolling (to check the tests).
 */
const requireCourseForStudent = async ({ db, clock, user }: Context, courseId: number) => {
  const course = await requirePublishedCourse(db, courseId);
  if (!user.isAdmin) await requireEnrollment({ db, clock, user, courseId });
  return course;
};

/** A test of a published course the student may use, or 404 (a draft course's test is as unknown as a missing one). */
const requireTestForStudent = async (context: Context, testId: number) => {
  const [test] = await context.db.select().from(courseTests).where(eq(courseTests.id, testId));
  if (!test) throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
  await requirePublishedCourse(context.db, test.courseId).catch(() => {
    throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
  });
  await requireCourseForStudent(context, test.courseId);
  return test;
};

/** Attempts at a test the student started since the school day began (Africa/Johannesburg). */
const attemptsStartedToday = async (db: DbExecutor, userId: number, testIds: number[], now: Date) => {
  if (testIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ testId: courseTestAttempts.testId, value: sql<number>`count(*)::int` })
    .from(courseTestAttempts)
    .where(
      and(
        eq(courseTestAttempts.userId, userId),
        inArray(courseTestAttempts.testId, testIds),
        gte(courseTestAttempts.startedAt, startOfDayInJohannesburg(now)),
      ),
    )
    .groupBy(courseTestAttempts.testId);
  return new Map(rows.map((row) => [row.testId, row.value]));
};

const openAttemptsOf = async (db: DbExecutor, userId: number, testIds: number[]) => {
  if (testIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: courseTestAttempts.id, testId: courseTestAttempts.testId })
    .from(courseTestAttempts)
    .where(and(eq(courseTestAttempts.userId, userId), inArray(courseTestAttempts.testId, testIds), isNull(courseTestAttempts.submittedAt)))
    .orderBy(asc(courseTestAttempts.id));
  return new Map(rows.map((row) => [row.testId, row.id]));
};

/** GET /api/courses/:id/tests: the tests, the reflective tasks and the certificate's requirements, as the student stands. */
export const getCourseTests = async (context: Context, courseId: number): Promise<CourseTestsResponse> => {
  const { db, clock, user } = context;
  await requireCourseForStudent(context, courseId);
  const tests = await listCourseTests(db, courseId);
  const ids = tests.map((test) => test.id);
  const [live, bests, today, open, standing] = await Promise.all([
    liveQuestionCounts(db, ids),
    bestScores(db, user.id, ids),
    attemptsStartedToday(db, user.id, ids, clock.now()),
    openAttemptsOf(db, user.id, ids),
    courseStanding(db, { userId: user.id, courseId }),
  ]);
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const submissions = await db
    .select()
    .from(reflectiveTaskSubmissions)
    .where(and(eq(reflectiveTaskSubmissions.userId, user.id), eq(reflectiveTaskSubmissions.courseId, courseId)));
  return {
    tests: tests
      // A test with no question left to draw cannot be sat: it is not offered.
      .filter((test) => (live.get(test.id) ?? 0) > 0)
      .map((test) => {
        const bestScore = bests.get(test.id) ?? null;
        const passPercent = passPercentOf(test);
        return {
          id: test.id,
          kind: test.kind,
          module: test.module,
          title: test.title,
          questionCount: Math.min(test.drawn, live.get(test.id) ?? 0),
          passPercent,
          bestScore,
          isPassed: bestScore !== null && bestScore >= passPercent,
          attemptsLeftToday: Math.max(0, ATTEMPTS_PER_DAY - (today.get(test.id) ?? 0)),
          isAvailable: test.kind === "module" || standing.allLessonsComplete,
          openAttemptId: open.get(test.id) ?? null,
        };
      }),
    reflectiveTasks: reflectiveTasksOf(course?.modules ?? []).map(({ module, title, task }) =>
      toTaskSummary(
        { module, title, task },
        submissions.find((row) => row.module === module),
      ),
    ),
    requirements: {
      lessonsTotal: standing.lessonsTotal,
      lessonsCompleted: standing.lessonsCompleted,
      finalPassed: standing.finalPassed,
      tasksTotal: standing.tasksTotal,
      tasksSubmitted: standing.tasksSubmitted,
    },
    guidedHours: standing.guidedHours,
  };
};

const toTaskSummary = (
  { module, title, task }: ReturnType<typeof reflectiveTasksOf>[number],
  submission: { text: string; submittedAt: Date; updatedAt: Date } | undefined,
): ReflectiveTaskSummary => ({
  module,
  moduleTitle: title,
  prompt: task.prompt,
  guidance: task.guidance,
  submittedAt: submission?.updatedAt.toISOString() ?? null,
  text: submission?.text ?? null,
});

/** Locks the student's progress row: their results, submissions and starts are applied one after another. */
const lockStudent = async (tx: DbExecutor, userId: number) => {
  await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: userProgress.userId }).from(userProgress).where(eq(userProgress.userId, userId)).for("update");
};

/** `count` distinct items of `items`, in a random order (crypto random, Fisher-Yates). */
const drawFrom = <Item>(items: readonly Item[], count: number) => {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index--) {
    const swap = randomInt(index + 1);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, count);
};

const toAttemptQuestion = (question: CourseTestQuestion): AttemptQuestion | null => {
  const content = toStudentContent(question.type, question.content);
  return content && { id: question.id, type: question.type, skill: question.skill, content };
};

const questionsByIds = async (db: DbExecutor, ids: number[]) => {
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
  questions: (await questionsByIds(db, attempt.questionIds)).flatMap((question) => {
    const shown = question && toAttemptQuestion(question);
    return shown ? [shown] : [];
  }),
});

/**
 * POST /api/course-tests/:id/attempts: the open attempt (resumed, `created` false) or a new one drawing
 * `drawn` live questions at random. The final assessment waits for every published lesson; a test allows
 * ATTEMPTS_PER_DAY starts a school day. Starts sent at once take turns on the student's lock: one attempt.
 */
export const startAttempt = async (context: Context, testId: number) => {
  const { db, clock, user } = context;
  const test = await requireTestForStudent(context, testId);
  if (test.kind === "final") {
    const standing = await courseStanding(db, { userId: user.id, courseId: test.courseId });
    if (!standing.allLessonsComplete) throw new AppError("forbidden", COURSE_TEST_MESSAGES.finalLocked);
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
    const today = (await attemptsStartedToday(tx, user.id, [test.id], now)).get(test.id) ?? 0;
    if (today >= ATTEMPTS_PER_DAY) throw new AppError("rate_limited", COURSE_TEST_MESSAGES.dailyLimit);
    const bank = (
      await tx
        .select()
        .from(courseTestQuestions)
        .where(and(eq(courseTestQuestions.testId, test.id), eq(courseTestQuestions.isRetired, false)))
        .orderBy(asc(courseTestQuestions.position), asc(courseTestQuestions.id))
    ).filter((question) => toAttemptQuestion(question) !== null);
    if (bank.length === 0) throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
    const drawn = drawFrom(bank, test.drawn).map((question) => question.id);
    const [inserted] = await tx
      .insert(courseTestAttempts)
      .values({ userId: user.id, testId: test.id, questionIds: drawn, startedAt: now })
      .returning();
    return { attempt: inserted!, created: true };
  });
  return { attempt: await toAttempt(db, test, attempt), created };
};

/** The right answer as a person reads it: the option, or each blank's first accepted answer. */
const rightAnswerText = (question: CourseTestQuestion): string | null => {
  if (question.type === "fill_in_blank") {
    const parsed = parseExerciseContent("fill_in_blank", question.content);
    return parsed ? parsed.answers.map((accepted) => accepted[0]).join(" / ") : null;
  }
  const parsed = parseExerciseContent(question.type, question.content);
  return parsed ? (parsed.options[parsed.answer] ?? null) : null;
};

/**
 * POST /api/course-test-attempts/:id/submit: marks each answer against the stored question, stores the
 * score once (a conditional update: a second submission is refused), and at the final assessment checks
 * the certificate. A question left unanswered (null) is wrong; an answer of the wrong shape is refused.
 */
export const submitAttempt = async (
  context: Context & { siteOrigin: string },
  attemptId: number,
  answers: unknown[],
): Promise<AttemptResult> => {
  const { db, clock, user, siteOrigin } = context;
  const [attempt] = await db
    .select()
    .from(courseTestAttempts)
    .where(and(eq(courseTestAttempts.id, attemptId), eq(courseTestAttempts.userId, user.id)));
  if (!attempt) throw new AppError("not_found", COURSE_TEST_MESSAGES.attemptNotFound);
  const test = await requireTestForStudent(context, attempt.testId);
  if (attempt.submittedAt) throw new AppError("conflict", COURSE_TEST_MESSAGES.alreadySubmitted);
  if (answers.length !== attempt.questionIds.length) throw new AppError("validation", COURSE_TEST_MESSAGES.answerCount);

  const questions = await questionsByIds(db, attempt.questionIds);
  const marked = questions.map((question, index) => {
    const answer = answers[index];
    if (!question) return { id: attempt.questionIds[index]!, isCorrect: false, rightAnswer: null };
    let isCorrect = false;
    if (answer !== null && answer !== undefined) {
      const outcome = gradeExercise(question.type, question.content, answer);
      if (!outcome.ok) throw new AppError("validation", `Question ${index + 1}: ${outcome.message}`);
      isCorrect = outcome.grade.passed;
    }
    return { id: question.id, isCorrect, rightAnswer: test.kind === "module" ? rightAnswerText(question) : null };
  });
  const correctCount = marked.filter((item) => item.isCorrect).length;
  const scorePercent = Math.round((correctCount / marked.length) * 100);
  const now = clock.now();

  return db.transaction(async (tx) => {
    await lockStudent(tx, user.id);
    const [stored] = await tx
      .update(courseTestAttempts)
      .set({ answers, correctCount, scorePercent, submittedAt: now })
      .where(and(eq(courseTestAttempts.id, attempt.id), isNull(courseTestAttempts.submittedAt)))
      .returning({ id: courseTestAttempts.id });
    if (!stored) throw new AppError("conflict", COURSE_TEST_MESSAGES.alreadySubmitted);
    let certificate: AttemptResult["certificate"] = null;
    if (test.kind === "final") {
      const courseProgress = await refreshCourseProgress(tx, { userId: user.id, courseId: test.courseId, now });
      const issued = await issueCertificateIfComplete(tx, { user, courseId: test.courseId, courseProgress, now, siteOrigin });
      certificate = issued && { certificateNumber: issued.certificateNumber, grade: issued.grade };
    }
    const passPercent = passPercentOf(test);
    const bestScore = (await bestScores(tx, user.id, [test.id])).get(test.id) ?? scorePercent;
    return {
      attemptId: attempt.id,
      scorePercent,
      correctCount,
      questionCount: marked.length,
      isPassed: scorePercent >= passPercent,
      passPercent,
      bestScore,
      perQuestion: marked,
      certificate,
    };
  });
};

/**
 * PUT /api/courses/:id/reflective-tasks/:module: stores (or replaces) the trainee's text for a module that
 * has a reflective task, then brings the course's progress up to date and checks the certificate.
 */
export const saveReflectiveTask = async (
  context: Context & { siteOrigin: string },
  { courseId, module, text }: { courseId: number; module: number; text: string },
): Promise<ReflectiveTaskResult> => {
  const { db, clock, user, siteOrigin } = context;
  await requireCourseForStudent(context, courseId);
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const task = reflectiveTasksOf(course?.modules ?? []).find((candidate) => candidate.module === module);
  if (!task) throw new AppError("not_found", COURSE_TEST_MESSAGES.taskNotFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockStudent(tx, user.id);
    const [stored] = await tx
      .insert(reflectiveTaskSubmissions)
      .values({ userId: user.id, courseId, module, text, submittedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [reflectiveTaskSubmissions.userId, reflectiveTaskSubmissions.courseId, reflectiveTaskSubmissions.module],
        set: { text, updatedAt: now },
      })
      .returning();
    const courseProgress = await refreshCourseProgress(tx, { userId: user.id, courseId, now });
    const issued = await issueCertificateIfComplete(tx, { user, courseId, courseProgress, now, siteOrigin });
    return {
      ...toTaskSummary(task, stored),
      certificate: issued && { certificateNumber: issued.certificateNumber, grade: issued.grade },
    };
  });
};

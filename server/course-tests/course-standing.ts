import { and, asc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { FINAL_PASS_PERCENT, guidedLearningHours, type CourseTestQuestionType } from "../../shared/api/course-tests";
import { courseTestAttempts, courseTestQuestions, courseTests, reflectiveTaskSubmissions } from "../../shared/schema/course-tests";
import { courses, lessons, type CourseModule } from "../../shared/schema/courses";
import { courseEnrollments, userLessonProgress } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { listPublishedLessons } from "../learning/published-content";

/** The score a final assessment needs: the school's floor, or the test's own mark when it is higher. */
export const getPassPercent = (test: { kind: "module" | "final"; passPercent: number }) =>
  test.kind === "final" ? Math.max(FINAL_PASS_PERCENT, test.passPercent) : test.passPercent;

/** The modules (numbered from 1) that carry a TEFL reflective task. */
export const listReflectiveTasks = (modules: CourseModule[]) =>
  modules.flatMap((module, index) =>
    module.reflectiveTask ? [{ module: index + 1, title: module.title, task: module.reflectiveTask }] : [],
  );

/** The course's tests, module tests first (by module), the final assessment last. */
export const listCourseTests = (db: DbExecutor, courseId: number) =>
  db
    .select()
    .from(courseTests)
    .where(eq(courseTests.courseId, courseId))
    .orderBy(sql`${courseTests.kind} = 'final'`, asc(courseTests.module), asc(courseTests.id));

/** Bank items an attempt asks besides its `drawn` questions: texts (one of each type) and the final's writing task. */
export const ASKED_WHOLE: CourseTestQuestionType[] = ["reading_text", "listening_text", "writing_task"];

/**
 * Each test's live (not retired) bank: the questions an attempt draws `drawn` of, and the texts and writing
 * task it asks besides them.
 */
export const countLiveQuestions = async (db: DbExecutor, testIds: number[]) => {
  const banks = new Map<number, { questions: number; whole: number }>();
  if (testIds.length === 0) return banks;
  const rows = await db
    .select({
      testId: courseTestQuestions.testId,
      questions: sql<number>`count(*) filter (where ${notInArray(courseTestQuestions.type, ASKED_WHOLE)})::int`,
      whole: sql<number>`count(*) filter (where ${inArray(courseTestQuestions.type, ASKED_WHOLE)})::int`,
    })
    .from(courseTestQuestions)
    .where(and(inArray(courseTestQuestions.testId, testIds), eq(courseTestQuestions.isRetired, false)))
    .groupBy(courseTestQuestions.testId);
  for (const row of rows) banks.set(row.testId, { questions: row.questions, whole: row.whole });
  return banks;
};

/** Questions one attempt at a test asks: `drawn` of its bank's questions (or all it has), and its texts' questions. */
export const questionsAsked = (test: { drawn: number; textQuestions: number }, bank: { questions: number } | undefined) =>
  Math.min(test.drawn, bank?.questions ?? 0) + test.textQuestions;

/** The course's tests that can be sat (a question, text or task left to ask), and each one's live bank. */
export const listSittableTests = async (db: DbExecutor, courseId: number) => {
  const all = await listCourseTests(db, courseId);
  const live = await countLiveQuestions(
    db,
    all.map((test) => test.id),
  );
  const isSittable = (testId: number) => (live.get(testId)?.questions ?? 0) + (live.get(testId)?.whole ?? 0) > 0;
  return { tests: all.filter((test) => isSittable(test.id)), live };
};

/** What a course's sittable tests add to its guided hours (guidedLearningHours): questions drawn and texts' minutes. */
export const testTimeOf = (tests: { id: number; drawn: number; textMinutes: number }[], live: Map<number, { questions: number }>) => ({
  testQuestionsDrawn: tests.reduce((sum, test) => sum + Math.min(test.drawn, live.get(test.id)?.questions ?? 0), 0),
  testTextMinutes: tests.reduce((sum, test) => sum + test.textMinutes, 0),
});

/** The student's best submitted score per test. */
export const findBestScores = async (db: DbExecutor, userId: number, testIds: number[]) => {
  if (testIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ testId: courseTestAttempts.testId, best: sql<number>`max(${courseTestAttempts.scorePercent})::int` })
    .from(courseTestAttempts)
    .where(
      and(eq(courseTestAttempts.userId, userId), inArray(courseTestAttempts.testId, testIds), isNotNull(courseTestAttempts.submittedAt)),
    )
    .groupBy(courseTestAttempts.testId);
  return new Map(rows.map((row) => [row.testId, row.best]));
};

/**
 * Where the student stands against the certificate of a course: lessons, the final assessment, the TEFL
 * reflective tasks, and the module tests' bests (for the grade). Only tests with a question left to draw
 * count: one that cannot be sat is not offered, so it cannot cost a grade. `hasFinal` false: a course
 * without a final assessment (an admin's own), whose certificate records completion without a grade.
 */
export const getCourseStanding = async (db: DbExecutor, { userId, courseId }: { userId: number; courseId: number }) => {
  const published = await listPublishedLessons(db, courseId);
  const [done] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(userLessonProgress)
    .innerJoin(lessons, eq(lessons.id, userLessonProgress.lessonId))
    .where(
      and(
        eq(userLessonProgress.userId, userId),
        eq(userLessonProgress.courseId, courseId),
        eq(userLessonProgress.isCompleted, true),
        eq(lessons.isPublished, true),
      ),
    );
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const tasks = listReflectiveTasks(course?.modules ?? []);
  const submitted = tasks.length
    ? await db
        .select({ module: reflectiveTaskSubmissions.module })
        .from(reflectiveTaskSubmissions)
        .where(and(eq(reflectiveTaskSubmissions.userId, userId), eq(reflectiveTaskSubmissions.courseId, courseId)))
    : [];
  const submittedModules = new Set(submitted.map((row) => row.module));
  const { tests, live } = await listSittableTests(db, courseId);
  const bests = await findBestScores(
    db,
    userId,
    tests.map((test) => test.id),
  );
  const final = tests.find((test) => test.kind === "final");
  const moduleTests = tests
    .filter((test) => test.kind === "module")
    .map((test) => ({ testId: test.id, module: test.module, title: test.title, best: bests.get(test.id) ?? null }));
  const finalBest = final ? (bests.get(final.id) ?? null) : null;
  const lessonsTotal = published.length;
  const lessonsCompleted = Math.min(done?.value ?? 0, lessonsTotal);
  const tasksSubmitted = tasks.filter((task) => submittedModules.has(task.module)).length;
  const finalPassed = final !== undefined && finalBest !== null && finalBest >= getPassPercent(final);
  return {
    lessonsTotal,
    lessonsCompleted,
    allLessonsComplete: lessonsTotal > 0 && lessonsCompleted === lessonsTotal,
    hasFinal: final !== undefined,
    finalBest,
    finalPassed,
    finalPassPercent: final ? getPassPercent(final) : null,
    /** Each module test with its best score, null when never taken. */
    moduleTests,
    /** The module tests' bests as the grade counts them: one never taken is 0. */
    moduleBests: moduleTests.map((test) => test.best ?? 0),
    tasksTotal: tasks.length,
    tasksSubmitted,
    guidedHours: guidedLearningHours({
      lessonMinutes: published.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
      ...testTimeOf(tests, live),
      reflectiveTasks: tasks.length,
    }),
  };
};

export type CourseStanding = Awaited<ReturnType<typeof getCourseStanding>>;

/**
 * A course's progress (per cent): the share of what its certificate requires that is done. Every published
 * lesson counts one item; a course with a final assessment adds the final (passed) and each reflective
 * task (submitted). 100 only when every item is done, never by rounding.
 */
export const computeCourseProgress = (standing: CourseStanding) => {
  const total = standing.lessonsTotal + (standing.hasFinal ? 1 + standing.tasksTotal : 0);
  const done = standing.lessonsCompleted + (standing.hasFinal ? Number(standing.finalPassed) + standing.tasksSubmitted : 0);
  if (total === 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.round((done / total) * 100));
};

/** Stores the course's progress on the enrolment (completedAt at 100 %) and returns it. */
export const refreshCourseProgress = async (tx: DbExecutor, { userId, courseId, now }: { userId: number; courseId: number; now: Date }) => {
  const progress = computeCourseProgress(await getCourseStanding(tx, { userId, courseId }));
  await tx
    .update(courseEnrollments)
    .set({
      progress,
      lastAccessedAt: now,
      completedAt: progress === 100 ? sql`coalesce(${courseEnrollments.completedAt}, ${now})` : null,
    })
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return progress;
};

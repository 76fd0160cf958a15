import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { COURSE_TEST_MESSAGES, type ReflectiveTaskSummary } from "../../shared/api/course-tests";
import { userProgress } from "../../shared/schema/achievements";
import type { User } from "../../shared/schema/auth";
import { courseTestAttempts, courseTests } from "../../shared/schema/course-tests";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { startOfDayInJohannesburg } from "../lib/school-time";
import { requireEnrollment } from "../learning/enrollment.service";
import { requirePublishedCourse } from "../learning/published-content";
import type { listReflectiveTasks } from "./course-standing";

// What the course-test services share: who may use a course's tests, today's attempts, the student's lock.

export type StudentContext = { db: Database; clock: Clock; user: User };

/**
 * The student may use a course's tests exactly as its lessons: a published course, an enrolment and a plan
 * that covers it; an admin may look without enrolling (to check the tests).
 */
export const requireCourseForStudent = async ({ db, clock, user, courseId }: StudentContext & { courseId: number }) => {
  const course = await requirePublishedCourse(db, courseId);
  if (!user.isAdmin) await requireEnrollment({ db, clock, user, courseId });
  return course;
};

/** A test of a published course the student may use, or 404 (a draft course's test is as unknown as a missing one). */
export const requireTestForStudent = async ({ testId, ...context }: StudentContext & { testId: number }) => {
  const [test] = await context.db.select().from(courseTests).where(eq(courseTests.id, testId));
  if (!test) throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
  await requirePublishedCourse(context.db, test.courseId).catch(() => {
    throw new AppError("not_found", COURSE_TEST_MESSAGES.notFound);
  });
  await requireCourseForStudent({ ...context, courseId: test.courseId });
  return test;
};

/** Attempts at a test the student started since the school day began (Africa/Johannesburg). */
export const countAttemptsStartedToday = async (db: DbExecutor, userId: number, testIds: number[], now: Date) => {
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

/** The student's attempt left open (started, not submitted) per test. */
export const findOpenAttempts = async (db: DbExecutor, userId: number, testIds: number[]) => {
  if (testIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: courseTestAttempts.id, testId: courseTestAttempts.testId })
    .from(courseTestAttempts)
    .where(and(eq(courseTestAttempts.userId, userId), inArray(courseTestAttempts.testId, testIds), isNull(courseTestAttempts.submittedAt)))
    .orderBy(asc(courseTestAttempts.id));
  return new Map(rows.map((row) => [row.testId, row.id]));
};

export const toTaskSummary = (
  { module, title, task }: ReturnType<typeof listReflectiveTasks>[number],
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
export const lockStudent = async (tx: DbExecutor, userId: number) => {
  await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: userProgress.userId }).from(userProgress).where(eq(userProgress.userId, userId)).for("update");
};

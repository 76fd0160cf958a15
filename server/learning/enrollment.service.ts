import { and, eq } from "drizzle-orm";
import {
  ENROLL_NEEDS_SUBSCRIPTION,
  NOT_ENROLLED,
  type CoursePlayer,
  type Enrollment,
  type LessonOutlineItem,
} from "../../shared/api/learning";
import type { User } from "../../shared/schema/auth";
import { courseEnrollments, userLessonProgress } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { requirePlanCoversCourse } from "../billing/course-choice.service";
import { hasAdultCourseAccess } from "./course-access";
import { listPublishedLessons, requirePublishedCourse } from "./published-content";

type EnrollmentRow = typeof courseEnrollments.$inferSelect;

export const toEnrollment = (row: EnrollmentRow): Enrollment => ({
  courseId: row.courseId,
  enrolledAt: row.enrolledAt.toISOString(),
  progress: row.progress,
  completedAt: row.completedAt?.toISOString() ?? null,
});

export const findEnrollment = async (db: DbExecutor, userId: number, courseId: number) => {
  const [row] = await db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return row;
};

/**
 * 403 unless the user may study this course now: a subscription that gives access and whose plan covers
 * the course (see course-choice.service.ts), or an admin.
 */
export const requireCourseAccess = async (options: {
  db: DbExecutor;
  clock: Clock;
  user: User;
  courseId: number;
  choosesWhenNone?: boolean;
}) => {
  if (!(await hasAdultCourseAccess(options)))
    throw new AppError("forbidden", ENROLL_NEEDS_SUBSCRIPTION, { reason: "course.subscriptionRequired" });
  await requirePlanCoversCourse(options);
};

/** The student's enrolment in a course they may still study, or 403. */
export const requireEnrollment = async ({ db, clock, user, courseId }: { db: DbExecutor; clock: Clock; user: User; courseId: number }) => {
  const enrollment = await findEnrollment(db, user.id, courseId);
  if (!enrollment) throw new AppError("forbidden", NOT_ENROLLED, { reason: "course.notEnrolled" });
  // Nothing chosen yet on Basic (say, after a move down from Standard): the course opened becomes the choice.
  await requireCourseAccess({ db, clock, user, courseId, choosesWhenNone: true });
  return enrollment;
};

/** Enrols the student (once); `created` tells a new enrolment (201) from an existing one (200). */
export const enroll = async ({ db, clock, user, courseId }: { db: Database; clock: Clock; user: User; courseId: number }) => {
  await requirePublishedCourse(db, courseId);
  await requireCourseAccess({ db, clock, user, courseId, choosesWhenNone: true });
  const [created] = await db
    .insert(courseEnrollments)
    .values({ userId: user.id, courseId, enrolledAt: clock.now(), lastAccessedAt: clock.now() })
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning();
  if (created) return { enrollment: toEnrollment(created), created: true };
  return { enrollment: toEnrollment((await findEnrollment(db, user.id, courseId))!), created: false };
};

const completedLessonIds = async (db: DbExecutor, userId: number, courseId: number) =>
  new Set(
    (
      await db
        .select({ lessonId: userLessonProgress.lessonId })
        .from(userLessonProgress)
        .where(
          and(eq(userLessonProgress.userId, userId), eq(userLessonProgress.courseId, courseId), eq(userLessonProgress.isCompleted, true)),
        )
    ).map((row) => row.lessonId),
  );

/** GET /api/courses/:id/lessons: public; an enrolled student also learns which lessons they completed. */
export const getCourseOutline = async ({
  db,
  courseId,
  user,
}: {
  db: Database;
  courseId: number;
  user?: User;
}): Promise<LessonOutlineItem[]> => {
  await requirePublishedCourse(db, courseId);
  const outline = (await listPublishedLessons(db, courseId)).map((lesson) => ({ ...lesson, description: lesson.description ?? "" }));
  if (!user || !(await findEnrollment(db, user.id, courseId))) return outline;
  const completed = await completedLessonIds(db, user.id, courseId);
  return outline.map((lesson) => ({ ...lesson, isCompleted: completed.has(lesson.id) }));
};

/** GET /api/courses/:id/learn: the outline with ticks and where to continue. */
export const getCoursePlayer = async ({
  db,
  clock,
  courseId,
  user,
}: {
  db: Database;
  clock: Clock;
  courseId: number;
  user: User;
}): Promise<CoursePlayer> => {
  const course = await requirePublishedCourse(db, courseId);
  const enrollment = await requireEnrollment({ db, clock, user, courseId });
  const completed = await completedLessonIds(db, user.id, courseId);
  const lessons = (await listPublishedLessons(db, courseId)).map((lesson) => ({
    ...lesson,
    description: lesson.description ?? "",
    isCompleted: completed.has(lesson.id),
  }));
  const next = lessons.find((lesson) => !lesson.isCompleted);
  return { course, enrollment: toEnrollment(enrollment), lessons, nextLessonId: next?.id ?? null };
};

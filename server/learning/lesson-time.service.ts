import { sql } from "drizzle-orm";
import type { User } from "../../shared/schema/auth";
import { userLessonProgress } from "../../shared/schema/learning";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { findEnrollment, requireEnrollment } from "./enrollment.service";
import { requirePublishedLesson } from "./lesson.service";

/**
 * POST /api/lessons/:id/time: adds a report of active study on the lesson's page to the student's time
 * on that lesson (see practice-time.ts). The browser counts only while the page is visible and the
 * student active, at most an hour per visit, and reports about every minute; the contract caps one
 * report at 10 minutes. An admin reading a lesson without an enrolment records nothing.
 */
export const recordLessonTime = async ({
  db,
  clock,
  user,
  lessonId,
  seconds,
}: {
  db: Database;
  clock: Clock;
  user: User;
  lessonId: number;
  seconds: number;
}) => {
  const { course } = await requirePublishedLesson(db, lessonId);
  const enrollment = user.isAdmin
    ? await findEnrollment(db, user.id, course.id)
    : await requireEnrollment({ db, clock, user, courseId: course.id });
  if (!enrollment) return;
  const now = clock.now();
  await db
    .insert(userLessonProgress)
    .values({ userId: user.id, lessonId, courseId: course.id, startedAt: now, lastAccessedAt: now, timeSpent: seconds })
    .onConflictDoUpdate({
      target: [userLessonProgress.userId, userLessonProgress.lessonId],
      set: { timeSpent: sql`${userLessonProgress.timeSpent} + ${seconds}` },
    });
};

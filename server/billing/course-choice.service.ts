import { and, eq, isNull } from "drizzle-orm";
import {
  COURSE_CHANGE_LIMIT,
  NOTHING_TO_CHOOSE,
  ONE_COURSE_ONLY,
  TEFL_NEEDS_PREMIUM,
  isTeflCourse,
  type CourseChoiceState,
  type CourseRule,
} from "../../shared/api/course-choice";
import { ENROLL_NEEDS_SUBSCRIPTION } from "../../shared/api/learning";
import type { User } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions, type Subscription } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { requirePublishedCourse } from "../learning/published-content";
import { activePlanOf } from "./active-plan";

/** A course chosen in the current billing period stays until the next one starts (decision 0038). */
const changeableFrom = (row: Pick<Subscription, "chosenCourseId" | "chosenCourseAt" | "currentPeriodStart" | "currentPeriodEnd">) =>
  row.chosenCourseId !== null && row.chosenCourseAt !== null && row.chosenCourseAt >= row.currentPeriodStart ? row.currentPeriodEnd : null;

const adultSubscriptionOf = async (db: DbExecutor, userId: number) => {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptionPlans.audience, "adult")));
  return row?.subscription;
};

/**
 * 403 unless the student's adult plan covers this course, by the plan's courseAccess: one_course only the
 * chosen course (Basic), cefr_courses the CEFR courses (Standard), all_courses every course (Premium). Called after the plan itself was checked. When a Basic student has not
 * chosen yet and `choosesWhenNone` (enrolling), this course becomes the choice: the first one is free.
 */
export const requirePlanCoversCourse = async ({
  db,
  clock,
  user,
  courseId,
  choosesWhenNone = false,
}: {
  db: DbExecutor;
  clock: Clock;
  user: Pick<User, "id" | "isAdmin">;
  courseId: number;
  choosesWhenNone?: boolean;
}) => {
  if (user.isAdmin) return;
  const plan = await activePlanOf({ db, clock, userId: user.id, audience: "adult" });
  if (!plan) throw new AppError("forbidden", ENROLL_NEEDS_SUBSCRIPTION, { reason: "course.subscriptionRequired" });
  const rule = plan.courseAccess;
  if (rule === "all_courses") return;
  const [course] = await db.select({ level: courses.level }).from(courses).where(eq(courses.id, courseId));
  if (course && isTeflCourse(course.level)) throw new AppError("forbidden", TEFL_NEEDS_PREMIUM, { reason: "course.teflNeedsPremium" });
  if (rule === "cefr_courses") return;
  const subscription = (await adultSubscriptionOf(db, user.id))!;
  if (subscription.chosenCourseId === courseId) return;
  if (subscription.chosenCourseId === null && choosesWhenNone) {
    // Only while nothing is chosen: of two enrolments at once, one wins and the other is refused.
    const [chosen] = await db
      .update(subscriptions)
      .set({ chosenCourseId: courseId, chosenCourseAt: clock.now() })
      .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.chosenCourseId)))
      .returning({ id: subscriptions.id });
    if (chosen) return;
  }
  throw new AppError("forbidden", ONE_COURSE_ONLY, { reason: "course.oneCourseOnly" });
};

/** The chosen course of a one-course plan, for GET /api/subscriptions/me; null for any other plan. */
export const getCourseChoiceState = async (db: DbExecutor, row: Subscription, rule: CourseRule): Promise<CourseChoiceState | null> => {
  if (rule !== "one_course") return null;
  const [course] = row.chosenCourseId
    ? await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, row.chosenCourseId))
    : [];
  return { course: course ?? null, changeableFrom: changeableFrom(row)?.toISOString() ?? null };
};

/**
 * PUT /api/subscriptions/me/course: a Basic student chooses their course, or changes it once each billing
 * period. The old course's enrolment and progress stay; it opens again if chosen again.
 */
export const chooseCourse = async ({ db, clock, userId, courseId }: { db: DbExecutor; clock: Clock; userId: number; courseId: number }) => {
  const plan = await activePlanOf({ db, clock, userId, audience: "adult" });
  if (!plan) throw new AppError("forbidden", ENROLL_NEEDS_SUBSCRIPTION, { reason: "course.subscriptionRequired" });
  if (plan.courseAccess !== "one_course") throw new AppError("validation", NOTHING_TO_CHOOSE);
  const course = await requirePublishedCourse(db, courseId);
  if (isTeflCourse(course.level)) throw new AppError("forbidden", TEFL_NEEDS_PREMIUM, { reason: "course.teflNeedsPremium" });
  const subscription = (await adultSubscriptionOf(db, userId))!;
  if (subscription.chosenCourseId === courseId) return;
  if (changeableFrom(subscription)) throw new AppError("conflict", COURSE_CHANGE_LIMIT);
  await db
    .update(subscriptions)
    .set({ chosenCourseId: courseId, chosenCourseAt: clock.now() })
    .where(eq(subscriptions.id, subscription.id));
};

import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { ExerciseType } from "../../../shared/api/learning";
import { users } from "../../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../../shared/schema/billing";
import { courses } from "../../../shared/schema/courses";
import { courseEnrollments } from "../../../shared/schema/learning";
import { refreshSubscriptionLevel } from "../../billing/subscription-level";
import { openServerDatabase, type Database } from "../../db/connection";
import { seedCourses } from "../../db/seed-data/courses";
import { listLiveExercises, listPublishedLessons } from "../../learning/published-content";
import { benchUsername } from "../seed-volume";

export type StudyExercise = { id: number; type: ExerciseType; content: Record<string, unknown> };
export type StudyLesson = { id: number; exercises: StudyExercise[] };
export type StudyCourse = { id: number; slug: string; lessons: StudyLesson[] };
/** What a simulated student needs to know: who they are and the course they are enrolled in. */
export type Student = { index: number; username: string; course: StudyCourse };

/** The plan every student holds: adult, monthly, all courses (the seeded "Premium"). */
const STUDENT_PLAN = { name: "Premium", audience: "adult", billingInterval: "month" } as const;
/** The first lessons of each course the students work through (enough that visits rarely repeat). */
const LESSONS_PER_COURSE = 12;
const DAY_MS = 86_400_000;

/** The real courses (the bench's copies have no lessons), each with its first lessons and their live exercises. */
const loadStudyCourses = async (db: Database): Promise<StudyCourse[]> => {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(
        courses.slug,
        seedCourses.map((course) => course.slug),
      ),
    )
    .orderBy(asc(courses.sortOrder));
  const studyCourses: StudyCourse[] = [];
  for (const course of rows) {
    const lessons = (await listPublishedLessons(db, course.id)).filter((lesson) => lesson.exerciseCount > 0).slice(0, LESSONS_PER_COURSE);
    const withExercises = await Promise.all(
      lessons.map(async (lesson) => ({
        id: lesson.id,
        exercises: (await listLiveExercises(db, lesson.id)).map(({ id, type, content }) => ({ id, type, content })),
      })),
    );
    if (withExercises.length) studyCourses.push({ id: course.id, slug: course.slug, lessons: withExercises });
  }
  if (studyCourses.length === 0) throw new Error("No seeded course has published lessons with exercises");
  return studyCourses;
};

/**
 * Turns the bench's seeded users into students: each gets an active Premium subscription (as after a
 * paid checkout, through the one writer of the account's level) and an enrolment in one of the real
 * courses, round-robin, so that the dashboard, the course player, lessons and results all answer 200.
 */
export const enrolStudents = async (db: Database, count: number): Promise<Student[]> => {
  const [plan] = await db
    .select({ id: subscriptionPlans.id, price: subscriptionPlans.price })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.name, STUDENT_PLAN.name),
        eq(subscriptionPlans.audience, STUDENT_PLAN.audience),
        eq(subscriptionPlans.billingInterval, STUDENT_PLAN.billingInterval),
      ),
    );
  if (!plan) throw new Error(`The seeded plan ${STUDENT_PLAN.name} (adult, monthly) is missing`);
  const benchUsers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(like(users.username, "bench-user-%"))
    .orderBy(asc(users.username))
    .limit(count);
  if (benchUsers.length < count) throw new Error(`Only ${benchUsers.length} bench users are seeded, ${count} students needed`);
  const studyCourses = await loadStudyCourses(db);
  const now = Date.now();
  const userIds = benchUsers.map((user) => user.id);
  await db.transaction(async (tx) => {
    await tx.insert(subscriptions).values(
      userIds.map((userId) => ({
        userId,
        planId: plan.id,
        price: plan.price,
        status: "active" as const,
        currentPeriodStart: new Date(now - DAY_MS),
        currentPeriodEnd: new Date(now + 30 * DAY_MS),
        firstPaidAt: new Date(now - DAY_MS),
      })),
    );
    await refreshSubscriptionLevel(tx, userIds);
    await tx
      .insert(courseEnrollments)
      .values(userIds.map((userId, index) => ({ userId, courseId: studyCourses[index % studyCourses.length]!.id })));
  });
  return benchUsers.map((user, index) => ({ index, username: user.username, course: studyCourses[index % studyCourses.length]! }));
};

/** Opens the scenario's database, enrols the students, closes it again (the app's processes open their own). */
export const enrolStudentsIn = async (databaseUrl: string, count: number) => {
  const database = openServerDatabase(databaseUrl, { max: 2 });
  try {
    const students = await enrolStudents(database.db, count);
    // The seeded names are bench-user-001.. in order: a mismatch means the volume seed changed under us.
    if (students[0]?.username !== benchUsername(1)) throw new Error(`Unexpected first bench user ${students[0]?.username}`);
    return students;
  } finally {
    await database.close();
  }
};

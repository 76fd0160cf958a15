import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../../shared/schema/billing";
import { courseEnrollments } from "../../../shared/schema/learning";
import { activePlanOf } from "../../billing/active-plan";
import { systemClock } from "../../lib/clock";
import { getTestDatabase } from "../../test/test-database";
import { benchUsername } from "../seed-volume";
import { enrolStudents } from "./seed-students";

const insertBenchUsers = async (count: number) => {
  const { db } = await getTestDatabase();
  await db.insert(users).values(
    Array.from({ length: count }, (_, index) => ({
      username: benchUsername(index + 1),
      password: "not-a-hash: these students never sign in here",
      email: `${benchUsername(index + 1)}@bench.example`,
      firstName: "Bench",
      lastName: `Learner ${index + 1}`,
    })),
  );
  return db;
};

describe("enrolling the school day's students", () => {
  it("gives each bench user an active adult Premium plan with access now and the level on the account", async () => {
    const db = await insertBenchUsers(8);
    const students = await enrolStudents(db, 8);

    expect(students.map((student) => student.username)).toEqual(Array.from({ length: 8 }, (_, index) => benchUsername(index + 1)));
    const stored = await db
      .select({
        userId: subscriptions.userId,
        status: subscriptions.status,
        plan: subscriptionPlans.name,
        audience: subscriptionPlans.audience,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId));
    expect(stored).toHaveLength(8);
    expect(new Set(stored.map((row) => `${row.status} ${row.audience} ${row.plan}`))).toEqual(new Set(["active adult Premium"]));
    const accounts = await db.select({ id: users.id, level: users.subscriptionLevel }).from(users);
    expect(accounts.map((account) => account.level)).toEqual(Array(8).fill("Premium"));
    expect(await activePlanOf({ db, clock: systemClock, userId: accounts[0]!.id, audience: "adult" })).toEqual({
      name: "Premium",
      courseAccess: "all_courses",
    });
  });

  it("enrols them round-robin in the real courses, each with lessons that have exercises", async () => {
    const db = await insertBenchUsers(8);
    const students = await enrolStudents(db, 8);

    const enrolments = await db
      .select({ username: users.username, courseId: courseEnrollments.courseId })
      .from(courseEnrollments)
      .innerJoin(users, eq(users.id, courseEnrollments.userId))
      .orderBy(asc(users.username));
    expect(enrolments).toEqual(students.map((student) => ({ username: student.username, courseId: student.course.id })));
    const courseSlugs = students.map((student) => student.course.slug);
    expect(courseSlugs.slice(0, 3)).toEqual(["a1-a2", "b1-b2", "c1-c2"]);
    expect(new Set(courseSlugs).size).toBeGreaterThanOrEqual(3);
    for (const student of students) {
      expect(student.course.lessons.length).toBeGreaterThan(0);
      for (const lesson of student.course.lessons) expect(lesson.exercises.length).toBeGreaterThan(0);
    }
  });

  it("refuses to start with fewer bench users than students", async () => {
    const db = await insertBenchUsers(2);
    await expect(enrolStudents(db, 3)).rejects.toThrow("Only 2 bench users are seeded, 3 students needed");
  });
});

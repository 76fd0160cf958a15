import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toStudentContent } from "../../shared/exercises/student-view";
import { exercises } from "../../shared/schema/learning";
import { achievements } from "../../shared/schema/achievements";
import { subscriptionPlans } from "../../shared/schema/billing";
import { courses, lessons } from "../../shared/schema/courses";
import { phonicsGames } from "../../shared/schema/phonics";
import { getTestDatabase } from "../test/test-database";
import { seedReferenceData } from "./seed";

describe("seedReferenceData", () => {
  it("loads the six courses, the plans, six achievements and three phonics games", async () => {
    const { db } = await getTestDatabase();
    const courseRows = await db.select().from(courses).orderBy(courses.sortOrder);
    expect(courseRows.map((course) => course.level)).toEqual(["A1-A2", "B1-B2", "C1-C2", "TEFL Level 3", "TEFL Level 5", "TEFL Diploma"]);
    for (const course of courseRows) {
      expect(course.imageUrl).toMatch(/^\/images\/courses\/[a-z0-9-]+\.svg$/);
    }
    // The module list names exactly the modules that have lessons: none is promised without content.
    const lessonRows = await db.select({ courseId: lessons.courseId, module: lessons.module }).from(lessons);
    for (const course of courseRows) {
      const withLessons = new Set(lessonRows.filter((lesson) => lesson.courseId === course.id).map((lesson) => lesson.module));
      expect(course.modules.length, course.slug).toBe(withLessons.size);
      expect([...withLessons].sort(), course.slug).toEqual(course.modules.map((_, index) => index + 1));
    }
    const adultPlans = (await db.select().from(subscriptionPlans)).filter((plan) => plan.audience === "adult");
    expect(adultPlans.map((plan) => plan.name).sort()).toEqual(["Basic", "Premium", "Standard"]);
    for (const plan of adultPlans) expect(JSON.parse(plan.features)).toEqual(expect.arrayContaining([expect.any(String)]));
    expect((await db.select().from(achievements)).map((row) => row.name).sort()).toEqual([
      "Exercise Master",
      "First Steps",
      "Knowledge Seeker",
      "Perfect Score",
      "Quick Learner",
      "Week Warrior",
    ]);
    expect(await db.select().from(phonicsGames)).toHaveLength(3);
  });

  it("is idempotent: a second run adds nothing and keeps an administrator's edits", async () => {
    const { db } = await getTestDatabase();
    const before = await db.select().from(courses);
    const plansBefore = await db.select().from(subscriptionPlans);
    await db.update(courses).set({ title: "Edited by an admin" });
    await seedReferenceData(db);
    const after = await db.select().from(courses);
    expect(after).toHaveLength(before.length);
    expect(after.every((course) => course.title === "Edited by an admin")).toBe(true);
    expect(await db.select().from(subscriptionPlans)).toEqual(plansBefore);
  });
});

describe("the seeded lessons", () => {
  it("gives every course its lessons in modules, each exercise's content valid for its type", async () => {
    const { db } = await getTestDatabase();
    const lessonRows = await db.select().from(lessons);
    const exerciseRows = await db.select().from(exercises);
    expect(lessonRows.length).toBeGreaterThanOrEqual(30);
    expect(exerciseRows.length).toBeGreaterThanOrEqual(120);
    for (const exercise of exerciseRows) expect(toStudentContent(exercise.type, exercise.content), exercise.title).not.toBeNull();
    const [a1] = await db.select().from(courses).where(eq(courses.slug, "a1-a2"));
    const a1Lessons = lessonRows.filter((lesson) => lesson.courseId === a1!.id);
    // Module 1's lessons in file order, one position each (content/courses/a1-a2/module-1).
    const positions = a1Lessons.filter((lesson) => lesson.module === 1).map((lesson) => lesson.position);
    expect(positions).toEqual(Array.from({ length: positions.length }, (_, index) => index));
    expect(positions.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps a lesson an administrator wrote next to the curriculum's lessons", async () => {
    const { db } = await getTestDatabase();
    const [a1] = await db.select().from(courses).where(eq(courses.slug, "a1-a2"));
    const [own] = await db.insert(lessons).values({ courseId: a1!.id, title: "Written by an admin", module: 1, position: 9 }).returning();
    const before = (await db.select().from(lessons)).length;
    await seedReferenceData(db);
    const after = await db.select().from(lessons);
    expect(after).toHaveLength(before);
    expect(after.find((lesson) => lesson.id === own!.id)).toMatchObject({ title: "Written by an admin", contentKey: null });
  });
});

import { describe, expect, it } from "vitest";
import { achievements } from "../../shared/schema/achievements";
import { subscriptionPlans } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
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
      expect(course.modules).toHaveLength(5);
      for (const module of course.modules) expect(module.weeks).toBeGreaterThanOrEqual(2);
      for (const module of course.modules) expect(module.weeks).toBeLessThanOrEqual(4);
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

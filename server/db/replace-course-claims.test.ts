import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../shared/schema/courses";
import { createTestApp } from "../test/test-app";
import { seedReferenceData } from "./seed";
import { COURSE_CLAIMS_BEFORE_ISSUE_42 } from "./seed-data/course-claims-before-issue-42";
import { seedCourses } from "./seed-data/courses";

const OVERCLAIMS = /UK-regulated|accredit|near-native|to the top of B2|from your very first words to the everyday English of level A2/i;

describe("the seeded courses' claims", () => {
  it("are gone from the seed's texts", () => {
    for (const course of seedCourses) expect(`${course.description} ${course.overview}`, course.slug).not.toMatch(OVERCLAIMS);
  });

  it("are replaced at start in a database that still holds them, and an admin's own wording stays", async () => {
    const { db } = await createTestApp();
    for (const [slug, before] of Object.entries(COURSE_CLAIMS_BEFORE_ISSUE_42))
      await db.update(courses).set(before).where(eq(courses.slug, slug));
    await db.update(courses).set({ description: "Our own words, UK-regulated." }).where(eq(courses.slug, "tefl-diploma"));

    await seedReferenceData(db);

    const rows = await db.select().from(courses);
    for (const course of seedCourses.filter((seeded) => seeded.slug !== "tefl-diploma")) {
      const row = rows.find((candidate) => candidate.slug === course.slug)!;
      expect({ description: row.description, overview: row.overview }, course.slug).toEqual({
        description: course.description,
        overview: course.overview,
      });
    }
    expect(rows.find((row) => row.slug === "tefl-diploma")!.description).toBe("Our own words, UK-regulated.");
  });
});

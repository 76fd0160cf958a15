import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../shared/schema/courses";
import { COURSE_TEXTS_BEFORE_CURRICULUM } from "../db/seed-data/course-texts-before-curriculum";
import { seedCourses } from "../db/seed-data/courses";
import { createTestApp } from "../test/test-app";

const MIGRATION = readFileSync(join(import.meta.dirname, "../../migrations/0015_course_promises.sql"), "utf8");
const statements = MIGRATION.split("--> statement-breakpoint").map((statement) => statement.replace(/^--.*$/gm, "").trim());

// Each statement reads: UPDATE "courses" SET "<column>" = <new> WHERE "slug" = '<slug>' AND "<column>" = <old>;
const STATEMENT =
  /^UPDATE "courses" SET "(\w+)" = ('(?:[^']|'')*'(?:::jsonb)?) WHERE "slug" = ('[\w-]+') AND "\w+" = ('(?:[^']|'')*'(?:::jsonb)?);$/s;

/** The database as the old seed left it: each statement's "old" value put back. */
const restoreOldSeedTexts = async (db: Awaited<ReturnType<typeof createTestApp>>["db"]) => {
  for (const statement of statements) {
    const [, column, , slug, old] = STATEMENT.exec(statement) ?? [];
    expect(column, statement.slice(0, 120)).toBeDefined();
    await db.execute(sql.raw(`UPDATE "courses" SET "${column}" = ${old} WHERE "slug" = ${slug}`));
  }
};

const runMigration = async (db: Awaited<ReturnType<typeof createTestApp>>["db"]) => {
  for (const statement of statements) await db.execute(sql.raw(statement));
};

describe("migration 0015: the seeded courses' texts", () => {
  // 0015 wrote the texts of the seed of its day; the curriculum seed moves them on (seed-curriculum.test.ts).
  it("replaces the old promises (video, tutors, weeks, five modules) with the texts of the seed before the curriculum", async () => {
    const { db } = await createTestApp();
    await restoreOldSeedTexts(db);
    const before = await db.select().from(courses).where(eq(courses.slug, "a1-a2"));
    expect(before[0]!.overview).toContain("short video lessons");
    expect(before[0]!.modules).toHaveLength(5);

    await runMigration(db);
    const rows = await db.select().from(courses);
    for (const seeded of seedCourses) {
      const row = rows.find((candidate) => candidate.slug === seeded.slug)!;
      expect({ overview: row.overview, features: row.features, modules: row.modules }).toEqual({
        ...COURSE_TEXTS_BEFORE_CURRICULUM[seeded.slug!],
        modules: seeded.modules,
      });
      const words = [row.overview, ...row.features, ...row.modules.flatMap((module) => [module.title, module.description])].join(" ");
      expect(words).not.toMatch(/video|tutor|\blive\b|week/i);
    }
  });

  it("leaves a text an admin has changed as it is", async () => {
    const { db } = await createTestApp();
    await restoreOldSeedTexts(db);
    await db.update(courses).set({ overview: "Our own words." }).where(eq(courses.slug, "b1-b2"));
    await runMigration(db);
    const [row] = await db.select().from(courses).where(eq(courses.slug, "b1-b2"));
    expect(row!.overview).toBe("Our own words.");
    expect(row!.modules).toHaveLength(2);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptionPlans } from "../../shared/schema/billing";
import { seedPlans } from "../db/seed-data/plans";
import { createTestApp } from "../test/test-app";

const MIGRATION = readFileSync(join(import.meta.dirname, "../../migrations/0014_plan_promises.sql"), "utf8");
const statements = MIGRATION.split("--> statement-breakpoint").map((statement) => statement.replace(/^--.*$/gm, "").trim());

// Each statement reads: UPDATE "subscription_plans" SET "<column>" = <new> WHERE <plan> AND "<column>" = <old>;
const STATEMENT = /^UPDATE "subscription_plans" SET "(\w+)" = ('(?:[^']|'')*') (WHERE .*) AND "\w+" = ('(?:[^']|'')*');$/s;

type Db = Awaited<ReturnType<typeof createTestApp>>["db"];

/** The database as the old seed left it: each statement's "old" value put back. */
const restoreOldSeedTexts = async (db: Db) => {
  for (const statement of statements) {
    const [, column, , where, old] = STATEMENT.exec(statement) ?? [];
    expect(column, statement.slice(0, 120)).toBeDefined();
    await db.execute(sql.raw(`UPDATE "subscription_plans" SET "${column}" = ${old} ${where}`));
  }
};

const runMigration = async (db: Db) => {
  for (const statement of statements) await db.execute(sql.raw(statement));
};

const key = (plan: { name: string; audience?: string; billingInterval?: string }) =>
  `${plan.name}/${plan.audience}/${plan.billingInterval}`;

// Features the school does not provide (issue 27): none of them may stay on a price card.
const NOT_PROVIDED =
  /tutor|one-to-one|ielts|cambridge|video|printable|worksheet|weekly progress report|story|monthly live|sibling|24\/7|chat|priority|downloadable/i;

describe("migration 0014: the plans' promises", () => {
  it("replaces the old descriptions and features with the seed's, and keeps every price", async () => {
    const { db } = await createTestApp();
    await restoreOldSeedTexts(db);
    const before = await db.select().from(subscriptionPlans);
    expect(before.find((plan) => plan.name === "Premium" && plan.audience === "adult")!.features).toContain(
      "Four private one-to-one lessons with a tutor each month",
    );
    expect(before.find((plan) => plan.name === "Starter")!.features).toContain("Printable activity sheets");

    await runMigration(db);
    const rows = await db.select().from(subscriptionPlans);
    expect(rows).toHaveLength(seedPlans.length);
    for (const seeded of seedPlans) {
      const row = rows.find((candidate) => key(candidate) === key(seeded))!;
      expect({ description: row.description, features: row.features, price: row.price }).toEqual({
        description: seeded.description,
        features: seeded.features,
        price: seeded.price,
      });
      expect(`${row.description} ${row.features}`).not.toMatch(NOT_PROVIDED);
    }
    expect(rows.map((row) => `${key(row)}=${row.price}`).sort()).toEqual(before.map((row) => `${key(row)}=${row.price}`).sort());
  });

  it("leaves a text an admin has changed", async () => {
    const { db } = await createTestApp();
    await restoreOldSeedTexts(db);
    await db.execute(sql`UPDATE "subscription_plans" SET "description" = 'Our own words' WHERE "name" = 'Basic'`);
    await runMigration(db);
    const rows = await db.select().from(subscriptionPlans);
    expect(rows.find((row) => row.name === "Basic")!.description).toBe("Our own words");
    expect(rows.find((row) => row.name === "Basic")!.features).toBe(seedPlans[0]!.features);
  });
});

import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestDatabase } from "./test-database";

const DAY_MS = 24 * 60 * 60_000;
// Written when the checkout was made, by the real clock (the kernel's, which faketime does not move).
const checkoutWrittenAt = () => statSync(fileURLToPath(new URL("../../package.json", import.meta.url))).mtimeMs;

/**
 * The date guard (`npm run test:year-ahead`, decision 0062) only guards if the clock really moved, for the
 * tests and for the database they talk to: a faketime that did not load would pass everything and prove
 * nothing.
 */
describe.runIf(process.env.FAKETIME)("the date guard", () => {
  it("runs the tests, and the database's now(), a year after the checkout was written", async () => {
    expect(Date.now() - checkoutWrittenAt()).toBeGreaterThan(360 * DAY_MS);
    const { db } = await getTestDatabase();
    const result = await db.execute(sql`select now()::text as now`);
    // The embedded and the server drivers type their results differently; both carry rows.
    const [row] = (result as unknown as { rows: { now: string }[] }).rows;
    const databaseNow = new Date(row!.now).getTime();
    expect(Math.abs(databaseNow - Date.now())).toBeLessThan(DAY_MS);
  });
});

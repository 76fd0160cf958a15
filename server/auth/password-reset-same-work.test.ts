import { describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import * as schema from "../../shared/schema";
import { accountTokens } from "../../shared/schema/auth";
import { mailOutbox } from "../../shared/schema/operations";
import type { Database } from "../db/connection";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { requestPasswordReset, RESETS_PER_ACCOUNT_PER_HOUR } from "./password-reset.service";

/** The same test database, through a Drizzle instance that writes down every statement it sends. */
const recordingDatabase = (testApp: TestApp) => {
  const statements: string[] = [];
  const options = { schema, casing: "snake_case" as const, logger: { logQuery: (query: string) => statements.push(query) } };
  const { pglite, pool } = testApp.database;
  const db = (pglite ? drizzlePglite(pglite, options) : drizzleNodePostgres(pool!, options)) as unknown as Database;
  return { db, statements };
};

const mailContext = (testApp: TestApp) => ({ siteOrigin: testApp.config.siteOrigin, school: testApp.config.school });

/** What one request costs the database: the statements in order (their texts, not their values). */
const statementsOf = async (testApp: TestApp, identifier: string) => {
  const { db, statements } = recordingDatabase(testApp);
  await requestPasswordReset({ db, clock: testApp.clock, identifier, ...mailContext(testApp) });
  return statements;
};

describe("a password reset request costs the same whether the account exists", () => {
  it("runs the same statements, in the same order, for a known account, an unknown one and one over its hourly limit", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const known = await statementsOf(testApp, "thandi");
    const unknown = await statementsOf(testApp, "nobody@example.com");
    for (let index = 1; index < RESETS_PER_ACCOUNT_PER_HOUR; index++) await statementsOf(testApp, "thandi");
    const overLimit = await statementsOf(testApp, "thandi");

    // A lookup, the hourly count, then the writes of a real link: spend older links, the token, the mail.
    expect(known.length).toBeGreaterThanOrEqual(5);
    expect(unknown).toEqual(known);
    expect(overLimit).toEqual(known);
  });

  it("writes a decoy's rows and takes them away again: nothing is left, nothing is mailed", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    await requestPasswordReset({ db: testApp.db, clock: testApp.clock, identifier: "nobody@example.com", ...mailContext(testApp) });
    expect(await testApp.db.select().from(accountTokens).where(like(accountTokens.purpose, "password_reset"))).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox)).toEqual([]);

    expect(
      await requestPasswordReset({ db: testApp.db, clock: testApp.clock, identifier: "THANDI@example.com", ...mailContext(testApp) }),
    ).toBe(true);
    expect(await testApp.db.select().from(accountTokens).where(like(accountTokens.purpose, "password_reset"))).toHaveLength(1);
    expect((await testApp.db.select().from(mailOutbox)).map((mail) => mail.toAddress)).toEqual(["thandi@example.com"]);
  });
});

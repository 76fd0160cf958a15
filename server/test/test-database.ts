import { PGlite } from "@electric-sql/pglite";
import { openServerDatabase, wrapPglite, type DatabaseHandle } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { createThrowawayDatabase } from "../test-support/throwaway-database";

/**
 * One migrated database per test worker, kept for the whole run (creating one costs seconds), reset
 * between tests. With DATABASE_URL each worker gets its own database on that PostgreSQL server.
 */
const globalCache = globalThis as unknown as { testDatabase?: Promise<DatabaseHandle> };

const serverTestDatabaseName = () => `college_test_${process.env.VITEST_POOL_ID ?? "1"}_${process.pid}`;

/**
 * The worker's database on the DATABASE_URL server, for a test that needs a second connection pool of its
 * own (a second app instance on the same database). Undefined on the embedded database.
 */
export const serverTestDatabaseUrl = () => {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${serverTestDatabaseName()}`;
  return url.toString();
};

const createServerTestDatabase = async (baseUrl: string) => {
  const { url } = await createThrowawayDatabase(baseUrl, serverTestDatabaseName());
  return openServerDatabase(url, { max: 5 });
};

export const getTestDatabase = () => {
  globalCache.testDatabase ??= (async () => {
    const database = process.env.DATABASE_URL
      ? await createServerTestDatabase(process.env.DATABASE_URL)
      : wrapPglite(await PGlite.create("memory://"));
    await runMigrations(database);
    return database;
  })();
  return globalCache.testDatabase;
};

/** Empties every table (ids restart at 1) and loads the reference content (courses, plans, ...). */
export const resetTestDatabase = async (database: DatabaseHandle) => {
  const names = database.pglite
    ? (await database.pglite.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'")).rows
    : (await database.pool!.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'")).rows;
  const list = names.map(({ tablename }) => `"${tablename}"`).join(", ");
  await database.sessionPool.query(`truncate ${list} restart identity cascade`);
  await seedReferenceData(database.db);
};

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

const listTables = async (database: DatabaseHandle) =>
  (await database.sessionPool.query("select tablename from pg_tables where schemaname = 'public' order by tablename")).rows.map(
    (row) => (row as { tablename: string }).tablename,
  );

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(", ");

/**
 * Seeding the reference content (every course's lessons and exercises) is most of a reset's cost, and few
 * tests change it. A reset empties the other tables and seeds again only when a reference table (one the
 * seed fills) changed since the last seed: its fingerprint, the row count and the newest row version
 * (xmin; every insert and update writes a newer one), differs. No trigger or schema is added, so a
 * backup of the test database holds what the app's own would. The state a test starts from is the same.
 */
type Watched = { all: string[]; others: string[]; fingerprintQuery: string; seeded: string };
const watchedDatabases = new WeakMap<DatabaseHandle, Watched>();

const readFingerprint = async (database: DatabaseHandle, query: string) => JSON.stringify((await database.sessionPool.query(query)).rows);

const reseed = async (database: DatabaseHandle, all: string[]) => {
  await database.sessionPool.query(`truncate ${quoted(all)} restart identity cascade`);
  await seedReferenceData(database.db);
};

const watchReferenceTables = async (database: DatabaseHandle) => {
  const all = await listTables(database);
  await reseed(database, all);
  const filled = await Promise.all(
    all.map(
      async (name) =>
        ((await database.sessionPool.query(`select exists (select 1 from "${name}") as filled`)).rows[0] as { filled: boolean }).filled,
    ),
  );
  const reference = all.filter((_, index) => filled[index]);
  const fingerprintQuery = reference
    .map((name) => `select '${name}' as name, count(*)::int as rows, max(xmin::text::bigint)::text as version from "${name}"`)
    .join(" union all ");
  const watched = { all, others: all.filter((name) => !reference.includes(name)), fingerprintQuery, seeded: "" };
  watched.seeded = await readFingerprint(database, fingerprintQuery);
  watchedDatabases.set(database, watched);
};

/** Empties every table (ids restart at 1) and loads the reference content (courses, plans, ...). */
export const resetTestDatabase = async (database: DatabaseHandle) => {
  const watched = watchedDatabases.get(database);
  if (!watched) return watchReferenceTables(database);
  if (watched.others.length > 0) await database.sessionPool.query(`truncate ${quoted(watched.others)} restart identity cascade`);
  if ((await readFingerprint(database, watched.fingerprintQuery)) === watched.seeded) return;
  await reseed(database, watched.all);
  watched.seeded = await readFingerprint(database, watched.fingerprintQuery);
};

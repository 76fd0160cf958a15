import type { DatabaseHandle } from "../db/connection";
import { runSqlInBatches } from "./load-sql";

export const DATABASE_NOT_EMPTY =
  "The database is not empty: restore into an empty database, or add --force to drop everything in it (the public and drizzle schemas) first";
export const COPY_NOT_SUPPORTED =
  "This dump uses COPY statements, which only psql can load: restore it with psql -d DATABASE -f FILE (the backups this site writes use INSERT)";

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Tables in the schemas a backup restores, with whether each holds rows. */
const describeTarget = async (query: Query) => {
  const { rows } = await query("select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle')");
  const tables = (rows as { name: string }[]).map((row) => row.name);
  const withRows: string[] = [];
  for (const name of tables) {
    const quoted = name
      .split(".")
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join(".");
    const { rows: found } = await query(`select exists (select 1 from ${quoted}) as has_rows`);
    if ((found[0] as { has_rows: boolean }).has_rows) withRows.push(name);
  }
  const { rows: schemas } = await query("select count(*)::int as n from pg_namespace where nspname = 'drizzle'");
  return { tables, withRows, hasDrizzleSchema: (schemas[0] as { n: number }).n > 0 };
};

// A database with tables (even empty ones, e.g. migrated but never used) is cleared first: the dump
// creates every table itself.
const CLEAR_SCHEMAS = "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;";

/**
 * Loads a SQL backup into a database. Refuses a database that holds rows unless `force` (then the public
 * and drizzle schemas are dropped and public recreated, all in the same transaction as the load, so a
 * failed load leaves the database as it was). Returns the number of tables restored.
 */
export const restoreBackup = async ({ database, sql, force = false }: { database: DatabaseHandle; sql: string; force?: boolean }) => {
  if (/^COPY [^\n]+ FROM stdin;$/m.test(sql)) throw new Error(COPY_NOT_SUPPORTED);
  const run = async (query: Query, exec: (text: string) => Promise<unknown>) => {
    const target = await describeTarget(query);
    if (target.withRows.length > 0 && !force) throw new Error(`${DATABASE_NOT_EMPTY} (${target.withRows.length} tables hold rows)`);
    if (target.tables.length > 0 || target.hasDrizzleSchema) await exec(CLEAR_SCHEMAS);
    await runSqlInBatches(sql, exec);
    await exec("set search_path to public");
    return (await describeTarget(query)).tables.length;
  };
  if (database.pglite) {
    const count = await database.pglite.transaction((tx) =>
      run(
        (text) => tx.query(text),
        (text) => tx.exec(text),
      ),
    );
    await database.pglite.exec("reset all");
    return count;
  }
  if (!database.pool) throw new Error("This database cannot be restored into");
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    const count = await run(
      (text) => client.query(text),
      (text) => client.query(text),
    );
    await client.query("commit");
    return count;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.query("reset all").catch(() => {});
    client.release();
  }
};

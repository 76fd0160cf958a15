import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type pg from "pg";
import type { DatabaseHandle } from "../db/connection";
import { runSqlInBatches } from "./load-sql";
import { runPgDump } from "./pg-dump-program";
import { openScratchDatabase } from "./scratch-database";

/**
 * Plain SQL dumps (schema and data) that `psql -f` restores into an empty PostgreSQL 15+ database, and the
 * checks that prove a dump holds what the database held.
 *
 * - Embedded PGlite: pglite-tools' pg_dump (PostgreSQL 17, compiled to WebAssembly) on the open database.
 * - PostgreSQL server: the `pg_dump` program (pg-dump-program.ts: a child process that gets the connection
 *   through its environment, never its arguments) on a snapshot exported by a REPEATABLE READ transaction,
 *   and the checksums are read in that same transaction: both see the same data. Without `pg_dump`
 *   installed the dump fails with a message saying so (there is no second dumper).
 *
 * Both write INSERT statements (not COPY), so the same file also loads into PGlite (`exec`): that is how
 * backups are verified and how the restore script loads an embedded database. The sessions table's rows
 * are left out (a restored site signs everyone in again). Two kinds of lines are removed from the output:
 * psql's `\restrict`/`\unrestrict` meta-commands (newer pg_dump builds write them; PGlite cannot run them
 * and they only guard psql against a tampered file) and PostgreSQL 17's `SET transaction_timeout = 0;`,
 * which a PostgreSQL 15 server rejects.
 */

/** Rows and a checksum of the rows of one table, keyed "schema.table". */
export type TableChecksums = Record<string, { rows: number; md5: string }>;
/** Session settings that change how rows print as text (timestamps, intervals): the scratch copy uses the same. */
export type TextSettings = { timeZone: string; dateStyle: string; intervalStyle: string };
export type SqlDump = { sql: string; checksums: TableChecksums; settings: TextSettings };

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Tables whose rows are not in a dump (their schema is). */
export const TABLES_WITHOUT_DATA = ["public.sessions"];

export const cleanDumpText = (text: string) =>
  text.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, "").replace(/^SET transaction_timeout = 0;\r?\n/gm, "");

const listTables = async (query: Query) => {
  const { rows } = await query(
    "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
  );
  return (rows as { name: string }[]).map((row) => row.name).filter((name) => !TABLES_WITHOUT_DATA.includes(name));
};

const quoteName = (name: string) =>
  name
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");

/** Each table's row count and an md5 of its rows as text, in byte order (collation-independent). */
export const readTableChecksums = async (query: Query): Promise<TableChecksums> => {
  const result: TableChecksums = {};
  for (const name of await listTables(query)) {
    const { rows } = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text collate "C"), '')) as md5 from ${quoteName(name)} t`,
    );
    const row = rows[0] as { rows: number; md5: string };
    result[name] = { rows: Number(row.rows), md5: row.md5 };
  }
  return result;
};

const readTextSettings = async (query: Query): Promise<TextSettings> => {
  const { rows } = await query(
    "select current_setting('TimeZone') as time_zone, current_setting('DateStyle') as date_style, current_setting('IntervalStyle') as interval_style",
  );
  const row = rows[0] as { time_zone: string; date_style: string; interval_style: string };
  return { timeZone: row.time_zone, dateStyle: row.date_style, intervalStyle: row.interval_style };
};

/**
 * PGlite has one connection and no exported snapshots. The dump runs with the app's queries held back
 * (the handle's exclusive gate), so the checksums read next to it describe exactly what it holds, and no
 * request lands inside pg_dump's read-only transaction.
 */
const dumpEmbedded = (pglite: PGlite, exclusively: NonNullable<DatabaseHandle["exclusively"]>): Promise<SqlDump> =>
  exclusively(async () => {
    const query: Query = (text) => pglite.query(text);
    const { rows } = await pglite.query<{ search_path: string }>("show search_path");
    let text: string;
    try {
      const file = await pgDump({
        pg: pglite,
        // No owners or grants: the restoring server has its own roles (PGlite's is "postgres").
        args: ["--no-owner", "--no-privileges", ...TABLES_WITHOUT_DATA.map((name) => `--exclude-table-data=${name}`)],
      });
      text = await file.text();
    } finally {
      // pg_dump ends without closing its read-only transaction and leaves its session settings behind
      // (the connection is the app's): end the one, reset the others, before the app's queries resume.
      await pglite.exec("rollback; reset all");
      await pglite.query("select set_config('search_path', $1, false)", [rows[0]!.search_path]);
    }
    return { sql: cleanDumpText(text), checksums: await readTableChecksums(query), settings: await readTextSettings(query) };
  });

const dumpServer = async (pool: pg.Pool): Promise<SqlDump> => {
  const databaseUrl = (pool as unknown as { options: { connectionString?: string } }).options.connectionString;
  if (!databaseUrl) throw new Error("The database address is unknown, so pg_dump cannot reach it");
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const query: Query = (text) => client.query(text);
    const checksums = await readTableChecksums(query);
    const settings = await readTextSettings(query);
    const text = await runPgDump(databaseUrl, rows[0]!.snapshot, TABLES_WITHOUT_DATA);
    return { sql: cleanDumpText(text), checksums, settings };
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
};

/** A dump of the whole database with the checksums of the data it holds. */
export const createSqlDump = (database: DatabaseHandle): Promise<SqlDump> => {
  if (database.pglite && database.exclusively) return dumpEmbedded(database.pglite, database.exclusively);
  if (database.pool) return dumpServer(database.pool);
  throw new Error("This database cannot be dumped");
};

/**
 * Loads a dump into a scratch PGlite (a copy of an empty database in `scratchFolder`, or in memory) and
 * reads its checksums (with the source's text settings).
 */
export const checksumsOfDump = async (sql: string, settings?: TextSettings, scratchFolder?: string): Promise<TableChecksums> => {
  const { db: scratch, dispose } = await openScratchDatabase(scratchFolder);
  try {
    await runSqlInBatches(sql, (text) => scratch.exec(text));
    // The dump empties search_path for its own statements; back to normal for the checks.
    await scratch.exec("set search_path to public");
    if (settings) {
      await scratch.query(
        "select set_config('TimeZone', $1, false), set_config('DateStyle', $2, false), set_config('IntervalStyle', $3, false)",
        [settings.timeZone, settings.dateStyle, settings.intervalStyle],
      );
    }
    return await readTableChecksums((text) => scratch.query(text));
  } finally {
    await dispose();
  }
};

/** What differs between the database's checksums and the dump's: empty when the dump holds the same rows. */
export const compareChecksums = (source: TableChecksums, dump: TableChecksums) => {
  const differences: string[] = [];
  for (const [table, expected] of Object.entries(source)) {
    const actual = dump[table];
    if (!actual) differences.push(`${table}: missing from the backup`);
    else if (actual.rows !== expected.rows)
      differences.push(`${table}: ${expected.rows} rows in the database, ${actual.rows} in the backup`);
    else if (actual.md5 !== expected.md5) differences.push(`${table}: rows differ`);
  }
  for (const table of Object.keys(dump)) if (!source[table]) differences.push(`${table}: in the backup only`);
  return differences;
};

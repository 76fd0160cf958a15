import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../../shared/schema";
import { createAuthChangeFeed, type AuthChangeFeed } from "./auth-change-feed";
import { createEmbeddedPglite } from "./embedded-settings";
import { lockDataFolder } from "./data-folder-lock";
import { createExclusiveGate, type ExclusiveGate } from "./exclusive-gate";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: what a service that may run inside a caller's transaction takes. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The part of a pg.Pool that raw queries (the session store) use; PGlite gets a three-line adapter. */
export type QueryablePool = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

export type DatabaseHandle = {
  kind: "embedded" | "server";
  db: Database;
  sessionPool: QueryablePool;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Embedded mode only: notices of changed users and removed sessions, so that loaded sessions can be
   * kept in memory (one process owns the embedded database, so nothing changes behind its back).
   */
  authChangeFeed?: AuthChangeFeed;
  /**
   * Present in embedded mode: the database itself, for dumps and restores. Anything that uses it while the
   * app runs goes through `exclusively`, or it races the app's queries on the one connection.
   */
  pglite?: PGlite;
  /** Embedded mode: runs `work` with the app's queries held back (see exclusive-gate.ts). */
  exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Present in server mode. */
  pool?: pg.Pool;
};

const drizzleOptions = { schema, casing: "snake_case" } as const;

export const openServerDatabase = (databaseUrl: string, options: { max?: number } = {}): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    // A database that does not answer fails a request within seconds (503), instead of holding it.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A connection whose server vanished without closing it (a machine gone) is noticed by TCP keepalive.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Nor one that is checked out (a transaction between two queries, a backup's snapshot): pg-pool listens
  // only to idle clients, and an 'error' with no listener is an uncaught exception. The query that uses it
  // next fails (503), and the pool drops a client that is no longer queryable when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db: Database = drizzleNodePostgres(pool, drizzleOptions);
  return {
    kind: "server",
    db,
    pool,
    sessionPool: pool as unknown as QueryablePool,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
};

/** The PGlite the app talks to: the same database, each query, exec and transaction taken through the gate. */
const gatedPglite = (pglite: PGlite, gate: ExclusiveGate): PGlite =>
  new Proxy(pglite, {
    get(target, property) {
      if (property === "query" || property === "exec" || property === "transaction") {
        const method = target[property] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => gate.shared(() => method.apply(target, args));
      }
      // PGlite keeps its state in private fields: every other method must run on the real object.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

export const wrapPglite = (pglite: PGlite, release: () => Promise<void> = async () => {}): DatabaseHandle => {
  const gate = createExclusiveGate();
  const client = gatedPglite(pglite, gate);
  const db: Database = drizzlePglite(client, drizzleOptions);
  return {
    kind: "embedded",
    db,
    pglite,
    exclusively: gate.exclusive,
    authChangeFeed: createAuthChangeFeed(client),
    sessionPool: { query: async (text, params) => ({ rows: (await client.query(text, params)).rows }) },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await pglite.close();
      await release();
    },
  };
};

/** PGlite on a folder; the folder's parent is created and the folder locked against a second process. */
export const openEmbeddedDatabase = async (dataDir: string, settings: Record<string, string> = {}): Promise<DatabaseHandle> => {
  const folder = resolve(dataDir, "pglite");
  mkdirSync(resolve(dataDir), { recursive: true });
  const release = await lockDataFolder(folder);
  try {
    const pglite = await createEmbeddedPglite(folder, settings);
    return wrapPglite(pglite, release);
  } catch (error) {
    await release();
    throw error;
  }
};

export const openDatabase = (options: { databaseUrl?: string; dataDir: string; embeddedSettings?: Record<string, string> }) =>
  options.databaseUrl
    ? Promise.resolve(openServerDatabase(options.databaseUrl))
    : openEmbeddedDatabase(options.dataDir, options.embeddedSettings);

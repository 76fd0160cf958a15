import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { fromProjectRoot } from "../lib/project-root";
import type { DatabaseHandle } from "./connection";

export const MIGRATIONS_FOLDER = fromProjectRoot("migrations");

// Any fixed number: app instances starting together take turns instead of racing through the migrations.
const MIGRATION_LOCK_ID = 7_240_001;

export const runMigrations = async (database: DatabaseHandle) => {
  if (database.kind === "embedded") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
};

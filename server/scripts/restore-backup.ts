import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { restoreBackup } from "../backups/restore";
import { openDatabase } from "../db/connection";
import { EnvError, parseEnv } from "../env";

const USAGE = `Usage: npm run backup:restore -- FILE [--force]

Loads a SQL backup (college-backup-*.sql) into the configured database: DATABASE_URL, or the
embedded database in DATA_DIR (stop the site first: the embedded database has one owner).
The database must be empty. With --force, EVERYTHING in it is dropped first (the public and
drizzle schemas), in the same transaction as the load.`;

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const file = positionals[0]!;
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  try {
    const tables = await restoreBackup({ database, sql: readFileSync(file, "utf8"), force: values.force });
    console.log(`Restored ${file}: ${tables} tables.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : (error as Error).message);
  process.exit(1);
}

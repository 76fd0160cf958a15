import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { resolveOffsite } from "../backups/backup-config";
import { readOffsiteBackup } from "../backups/offsite-restore";
import { restoreBackup } from "../backups/restore";
import { openDatabase } from "../db/connection";
import { EnvError, parseEnv } from "../env";

const USAGE = `Usage: npm run backup:restore -- FILE [--force]
       npm run backup:restore -- --from-offsite KEY|s3://BUCKET/KEY [--force]

Loads a SQL backup (college-backup-*.sql) into the configured database: DATABASE_URL, or the
embedded database in DATA_DIR (stop the site first: the embedded database has one owner).
The database must be empty. With --force, EVERYTHING in it is dropped first (the public and
drizzle schemas), in the same transaction as the load.

--from-offsite reads the encrypted off-site copy (a key in BACKUP_S3_BUCKET, as the admin
Backups page shows it, or s3://BUCKET/KEY) with the BACKUP_S3_* settings, decrypts it with
BACKUP_ATTACHMENT_KEY and loads it the same way.`;

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean" }, "from-offsite": { type: "string" } },
  });
  const offsiteLocation = values["from-offsite"];
  if (values.help || positionals.length !== (offsiteLocation === undefined ? 1 : 0)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const file = positionals[0];
  if (file !== undefined && !existsSync(file)) throw new Error(`No such file: ${file}`);
  const env = parseEnv();
  // Read (and decrypted) before the database is opened: a wrong key or a missing object changes nothing.
  const sql =
    offsiteLocation === undefined
      ? readFileSync(file!, "utf8")
      : await readOffsiteBackup({ offsite: resolveOffsite(env), location: offsiteLocation, attachmentKey: env.BACKUP_ATTACHMENT_KEY });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  try {
    const tables = await restoreBackup({ database, sql, force: values.force });
    console.log(`Restored ${file ?? offsiteLocation}: ${tables} tables.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : (error as Error).message);
  process.exit(1);
}

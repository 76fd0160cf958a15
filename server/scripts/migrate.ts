import { existsSync } from "node:fs";
import { openDatabase } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { EnvError, parseEnv } from "../env";

// `npm run db:migrate`: apply the committed migrations (and the idempotent seed) to the configured database.
try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await database.close();
  console.log(`Migrations applied (${database.kind} database).`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

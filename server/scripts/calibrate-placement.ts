// `npm run placement:calibrate -- [--dry-run] [--min-answers N]`: re-estimates the placement bank's item
// parameters from the answers of tests finished in time (a few per address) and prints what changes (see
// docs/placement-calibration.md).
import { existsSync } from "node:fs";
import { openDatabase } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { EnvError, parseEnv } from "../env";
import { CALIBRATION_USAGE, formatCalibrationReport, parseCalibrationArguments } from "../placement/calibration-command";
import { runCalibration } from "../placement/calibration-run";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const options = parseCalibrationArguments(process.argv.slice(2));
  if (options.help) {
    console.log(CALIBRATION_USAGE);
    process.exit(0);
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  try {
    await runMigrations(database);
    const changes = await runCalibration({ db: database.db, minAnswers: options.minAnswers, dryRun: options.dryRun, now: new Date() });
    console.log(formatCalibrationReport(changes, options));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : (error as Error).message);
  process.exit(1);
}

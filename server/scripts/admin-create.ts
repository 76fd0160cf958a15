import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailSchema, usernameSchema } from "../../shared/api/auth";
import { createOrPromoteAdmin, describeAdminCreateResult } from "../auth/admin-account.service";
import { openDatabase } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { EnvError, parseEnv } from "../env";

const USAGE = `Usage: npm run admin:create -- --username NAME [--email EMAIL] [--password PASSWORD]

Creates an administrator, or PROMOTES AN EXISTING ACCOUNT to administrator.
Without --password a new account gets a generated password, printed once, and an
existing account keeps its own password (whoever chose it can then sign in as an
administrator); with --password that password is set and the account's sessions end.
The password may also come from the ADMIN_CREATE_PASSWORD variable (keeps it out of shell history).`;

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values } = parseArgs({
    options: { username: { type: "string" }, email: { type: "string" }, password: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help || !values.username) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const username = usernameSchema.parse(values.username);
  const email = values.email ? emailSchema.parse(values.email) : undefined;
  const password = values.password ?? process.env.ADMIN_CREATE_PASSWORD;
  if (password !== undefined && password.length < 12) throw new Error("An admin password must be at least 12 characters.");

  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  await runMigrations(database);
  const result = await createOrPromoteAdmin({ db: database.db, username, email, password });
  await database.close();
  console.log(describeAdminCreateResult(result, Boolean(password)));
} catch (error) {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join("\n"));
  else console.error(error instanceof EnvError ? error.message : (error as Error).message);
  process.exit(1);
}

import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailSchema, usernameSchema } from "../../shared/api/auth";
import { ensureAdminAccount } from "../auth/admin-account.service";
import { openDatabase } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { EnvError, parseEnv } from "../env";

const USAGE = `Usage: npm run admin:create -- --username NAME [--email EMAIL] [--password PASSWORD]

Creates an administrator, or promotes an existing user to administrator.
Without --password a new account gets a generated password, printed once;
an existing user's password is changed only when --password is given.
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
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  const result = await ensureAdminAccount({ db: database.db, username, email, password, resetPassword: Boolean(password) });
  await database.close();
  const note = result.password ? `  Password: ${result.password}  (shown only this once)` : "";
  console.log(`Admin "${result.username}": ${result.action}.${note}`);
} catch (error) {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join("\n"));
  else console.error(error instanceof EnvError ? error.message : (error as Error).message);
  process.exit(1);
}

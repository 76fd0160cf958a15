import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Outside production an unset SESSION_SECRET is generated once and kept in DATA_DIR, so sign-ins survive
 * restarts without any setup. Production requires the variable (checked in env.ts).
 */
export const resolveSessionSecret = (configured: string | undefined, dataDir: string) => {
  if (configured) return configured;
  const file = join(resolve(dataDir), "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

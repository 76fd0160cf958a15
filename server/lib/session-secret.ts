import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Outside production an unset SESSION_SECRET is generated once and kept in DATA_DIR, so sign-ins survive
 * restarts without any setup. Production requires the variable (checked in env.ts).
 */
export const resolveSessionSecret = (configured: string | undefined, dataDir: string) =>
  resolveGeneratedSecret(configured, dataDir, "session-secret");

/**
 * The unsubscribe links' key ring: new links are signed with UNSUBSCRIBE_SECRET (generated in DATA_DIR
 * outside production, like the session secret); links already sent verify with any key of the ring,
 * including the session secret that signed them before the links had a key of their own.
 */
export const resolveUnsubscribeKeys = (options: {
  configured: string | undefined;
  previous: readonly string[];
  sessionSecret: string;
  dataDir: string;
}) => {
  const current = resolveGeneratedSecret(options.configured, options.dataDir, "unsubscribe-secret");
  return { current, accepted: [...new Set([current, ...options.previous, options.sessionSecret])] };
};

const resolveGeneratedSecret = (configured: string | undefined, dataDir: string, name: string) => {
  if (configured) return configured;
  const file = join(resolve(dataDir), name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

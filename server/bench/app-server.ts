import { randomBytes } from "node:crypto";
import { BENCH_PASSWORD, benchUsername } from "./seed-volume";
import { startNodeProcess, waitUntilReady, type NodeProcess } from "./processes";

/** Sign-ins are JSON plus the header a browser fetch sends, like the SPA's own client. */
export const JSON_HEADERS = { "content-type": "application/json", "x-requested-with": "fetch" } as const;

/**
 * The real server, started as in production (the compiled dist/server/main.js with plain node) on a free
 * loopback port. Logging at warn: writing a line per request would measure the terminal, not the app.
 * PUBLIC_URL is the plain-http loopback origin: in production without it the session cookie is Secure,
 * and express-session never sets a Secure cookie over http, so no one could sign in.
 * EMBEDDED_DB_SETTINGS passes through from the caller, to compare the embedded database's settings.
 * TRUST_PROXY=loopback, as behind a reverse proxy on the same machine: the impression target's visitors
 * come from their own addresses (X-Forwarded-For), since one address counts as one visitor.
 */
export const startAppServer = async (options: { dataDir: string; databaseUrl?: string }): Promise<NodeProcess & { readyMs: number }> => {
  const server = await startNodeProcess("dist/server/main.js", {
    env: (port) => ({
      EMBEDDED_DB_SETTINGS: process.env.EMBEDDED_DB_SETTINGS ?? "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(36).toString("base64url"),
      UNSUBSCRIBE_SECRET: randomBytes(36).toString("base64url"),
      PAYMENTS_SANDBOX: "1",
      TRUST_PROXY: "loopback",
      // Production refuses the placeholder school details.
      SCHOOL_POSTAL_ADDRESS: "1 Bench Street, Cape Town",
      SCHOOL_CONTACT_EMAIL: "bench@college.test",
    }),
  });
  const readyMs = await waitUntilReady(server, "/api/ready");
  return { ...server, readyMs };
};

/** Signs one seeded user in and returns the session cookie ("name=value"), ready for a Cookie header. */
export const signIn = async (appUrl: string, username: string) => {
  const response = await fetch(`${appUrl}/api/login`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?sid=/.test(line));
  if (!cookie) throw new Error(`sign-in of ${username} set no session cookie`);
  return cookie.split(";")[0]!;
};

/** A pool of real sessions (users 1..count), signed in a few at a time so argon2 is not the wait. */
export const signInPool = async (appUrl: string, count: number) => {
  const cookies: string[] = [];
  const PARALLEL = 5;
  for (let start = 1; start <= count; start += PARALLEL) {
    const indexes = Array.from({ length: Math.min(PARALLEL, count - start + 1) }, (_, offset) => start + offset);
    cookies.push(...(await Promise.all(indexes.map((index) => signIn(appUrl, benchUsername(index))))));
  }
  return cookies;
};

import { eq, sql } from "drizzle-orm";
import { loginThrottles } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  blockMinutes: 15,
  /** Failures for one username from one address: the real user elsewhere can still sign in. */
  perUsernameAndAddress: 5,
  /** Failures from one address over all usernames: stops spraying many accounts. */
  perAddress: 30,
} as const;

export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const keysFor = (username: string, address: string) => ({
  pair: `user:${username.toLowerCase()}|ip:${address}`,
  address: `ip:${address}`,
});

/** Throws 429 when this username+address or this address is blocked. One query, no password hashing. */
export const assertLoginAllowed = async (options: { db: Database; clock: Clock; username: string; address: string }) => {
  const keys = keysFor(options.username, options.address);
  const rows = await options.db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(sql`${loginThrottles.key} in (${keys.pair}, ${keys.address})`);
  const now = options.clock.now().getTime();
  const blockedUntil = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (blockedUntil > now) {
    throw new AppError("rate_limited", TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) });
  }
};

const countFailure = async (db: Database, key: string, limit: number, now: Date) => {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);
  const blockUntil = new Date(now.getTime() + LOGIN_THROTTLE.blockMinutes * 60_000);
  const isWindowOver = sql`${loginThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const nextFailures = sql`case when ${isWindowOver} then 1 else ${loginThrottles.failures} + 1 end`;
  // One atomic upsert per key, so parallel failures from several app instances all count.
  await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: limit <= 1 ? blockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${isWindowOver} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        blockedUntil: sql`case when ${nextFailures} >= ${limit} then ${blockUntil.toISOString()}::timestamptz else ${loginThrottles.blockedUntil} end`,
      },
    });
};

export const recordLoginFailure = async (options: { db: Database; clock: Clock; username: string; address: string }) => {
  const keys = keysFor(options.username, options.address);
  const now = options.clock.now();
  await countFailure(options.db, keys.pair, LOGIN_THROTTLE.perUsernameAndAddress, now);
  await countFailure(options.db, keys.address, LOGIN_THROTTLE.perAddress, now);
};

export const clearLoginFailures = async (options: { db: Database; username: string; address: string }) => {
  await options.db.delete(loginThrottles).where(eq(loginThrottles.key, keysFor(options.username, options.address).pair));
};

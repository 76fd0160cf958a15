import { eq, sql } from "drizzle-orm";
import { loginThrottles } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { recordAccountSuccess, reserveAccountAttempt } from "./account-sign-in-pace";

export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  blockMinutes: 15,
  /** Attempts for one username from one address: the real user elsewhere can still sign in. */
  perUsernameAndAddress: 5,
  /** Failed attempts from one address over all usernames: stops spraying many accounts. */
  perAddress: 30,
} as const;

/** `secret` keys the record of an account's usual addresses (account-sign-in-pace.ts). */
type SignInAttempt = { db: Database; clock: Clock; username: string; addressKey: string; secret: string };

export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const keysFor = (username: string, addressKey: string) => ({
  pair: `user:${username.toLowerCase()}|ip:${addressKey}`,
  address: `ip:${addressKey}`,
});

/**
 * Counts one attempt for `key` and answers the count in the current window, in one atomic upsert: two
 * parallel requests can never both see the same count. A window that is over (and not blocked) restarts.
 */
const reserveAttempt = async (db: Database, key: string, limit: number, now: Date) => {
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString();
  const blockUntil = new Date(now.getTime() + LOGIN_THROTTLE.blockMinutes * 60_000).toISOString();
  const isBlocked = sql`(${loginThrottles.blockedUntil} is not null and ${loginThrottles.blockedUntil} > ${nowText}::timestamptz)`;
  const isFresh = sql`(${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz and not ${isBlocked})`;
  const nextCount = sql`case when ${isFresh} then 1 else ${loginThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: limit <= 1 ? new Date(blockUntil) : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: nextCount,
        windowStartedAt: sql`case when ${isFresh} then ${nowText}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        // Reaching the limit starts the block; attempts beyond it while blocked do not extend it.
        blockedUntil: sql`case when ${nextCount} >= ${limit} and not ${isBlocked} then ${blockUntil}::timestamptz
          when ${isFresh} then null else ${loginThrottles.blockedUntil} end`,
      },
    })
    .returning({
      count: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
      blockedUntil: loginThrottles.blockedUntil,
    });
  const windowEnd = row!.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMinutes * 60_000;
  return { isOverLimit: row!.count > limit, retryAt: Math.max(windowEnd, row!.blockedUntil?.getTime() ?? 0) };
};

/**
 * Reserves one sign-in attempt before the password is checked, and throws 429 when this username from
 * this address, this address, or this username over all addresses is over its limit. Counting first means a burst of parallel guesses
 * evaluates at most the limit: the rest are refused without touching argon2.
 */
export const reserveLoginAttempt = async (options: SignInAttempt) => {
  const keys = keysFor(options.username, options.addressKey);
  const now = options.clock.now();
  const pair = await reserveAttempt(options.db, keys.pair, LOGIN_THROTTLE.perUsernameAndAddress, now);
  const address = await reserveAttempt(options.db, keys.address, LOGIN_THROTTLE.perAddress, now);
  const refusals = [pair, address].filter((reservation) => reservation.isOverLimit);
  if (refusals.length > 0) {
    const retryAt = Math.max(...refusals.map((reservation) => reservation.retryAt));
    throw new AppError("rate_limited", TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) });
  }
  // Then the username over every address: a thousand addresses taking turns on one account.
  await reserveAccountAttempt(options);
};

/**
 * A successful sign-in clears its username+address count and gives back its place in the address count,
 * so that only failures accumulate against a shared address (a school lab, an office).
 */
export const recordLoginSuccess = async (options: SignInAttempt) => {
  await recordAccountSuccess(options);
  const keys = keysFor(options.username, options.addressKey);
  await options.db.delete(loginThrottles).where(eq(loginThrottles.key, keys.pair));
  await options.db
    .update(loginThrottles)
    .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
    .where(eq(loginThrottles.key, keys.address));
};

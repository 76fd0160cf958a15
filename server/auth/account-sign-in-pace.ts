import { createHmac } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../shared/schema/operations";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { consumeRateLimit } from "../lib/rate-limit";

/**
 * Failed sign-ins per username, whatever the address (decision 0067). The per-address limits stop one
 * machine; this stops a thousand machines taking turns on one account. Past the free failures an hour,
 * the username is tried at most once every few seconds (a 429 with Retry-After), never locked: the owner
 * gets in at once from an address they signed in from before, and from elsewhere after a few seconds or
 * through a reset link (which signs in).
 */
export const ACCOUNT_SIGN_IN_PACE = {
  freeFailuresPerHour: 20,
  windowMs: 3_600_000,
  spacingMs: 5_000,
  /** How long a successful sign-in keeps an address "usual" for that username. */
  usualAddressDays: 90,
} as const;

export const ACCOUNT_PACED = "Many sign-in attempts failed for this account. Please wait a few seconds and try again.";

/** The counters are rows of rate_limit_counters, so that every app instance shares them. */
export const SIGN_IN_KEY_PREFIX = { failures: "sign-in-failures|", pace: "sign-in-pace|", usualAddress: "sign-in-address|" } as const;

const userPart = (username: string) => `user:${username.toLowerCase()}`;

/** Keyed by a keyed hash: a copy of the database does not list where each person signs in from. */
const usualAddressKey = (options: { username: string; addressKey: string; secret: string }) =>
  SIGN_IN_KEY_PREFIX.usualAddress +
  createHmac("sha256", options.secret).update(`${options.username.toLowerCase()}|${options.addressKey}`).digest("hex").slice(0, 40);

/** One more attempt in the username's hourly count (reserved before the password is checked); the new count. */
const countAttempt = async (db: Database, key: string, now: Date) => {
  const windowStart = new Date(now.getTime() - ACCOUNT_SIGN_IN_PACE.windowMs).toISOString();
  const isWindowOver = sql`${rateLimitCounters.windowStartedAt} < ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row!.hits;
};

const isUsualAddress = async (db: Database, key: string, now: Date) => {
  const since = new Date(now.getTime() - ACCOUNT_SIGN_IN_PACE.usualAddressDays * 24 * 3_600_000);
  const [row] = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStartedAt, since)));
  return row !== undefined;
};

/**
 * Counts this attempt for the username and, once the hour's free failures are used up, lets one attempt
 * through every few seconds for all addresses together, except from the owner's usual addresses.
 */
export const reserveAccountAttempt = async (options: {
  db: Database;
  clock: Clock;
  username: string;
  addressKey: string;
  secret: string;
}) => {
  const { db, clock } = options;
  const now = clock.now();
  const attempts = await countAttempt(db, SIGN_IN_KEY_PREFIX.failures + userPart(options.username), now);
  if (attempts <= ACCOUNT_SIGN_IN_PACE.freeFailuresPerHour) return;
  if (await isUsualAddress(db, usualAddressKey(options), now)) return;
  try {
    const key = SIGN_IN_KEY_PREFIX.pace + userPart(options.username);
    await consumeRateLimit({ db, clock, key, limit: 1, windowMs: ACCOUNT_SIGN_IN_PACE.spacingMs });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    throw new AppError("rate_limited", ACCOUNT_PACED, error.details);
  }
};

/** A right password gives back its place in the count and makes this address a usual one for the username. */
export const recordAccountSuccess = async (options: {
  db: Database;
  clock: Clock;
  username: string;
  addressKey: string;
  secret: string;
}) => {
  const { db } = options;
  const now = options.clock.now();
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, SIGN_IN_KEY_PREFIX.failures + userPart(options.username)));
  await db
    .insert(rateLimitCounters)
    .values({ key: usualAddressKey(options), hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { windowStartedAt: now } });
};

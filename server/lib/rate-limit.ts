import type { RequestHandler } from "express";
import { sql } from "drizzle-orm";
import { rateLimitCounters } from "../../shared/schema/operations";
import type { Database } from "../db/connection";
import type { Clock } from "./clock";
import { addressKeyOf } from "./client-address";
import { AppError } from "./errors";

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

/** Counts one hit for `key` in a fixed window; throws 429 once the window holds more than `limit`. */
export const consumeRateLimit = async (options: { db: Database; clock: Clock; key: string; limit: number; windowMs: number }) => {
  const now = options.clock.now();
  const windowStart = new Date(now.getTime() - options.windowMs);
  const isWindowOver = sql`${rateLimitCounters.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [counter] = await options.db
    .insert(rateLimitCounters)
    .values({ key: options.key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  if (counter!.hits > options.limit) {
    const retryAfterMs = counter!.windowStartedAt.getTime() + options.windowMs - now.getTime();
    throw new AppError("rate_limited", TOO_MANY_REQUESTS, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }
};

/** Per-address limit for one public form. */
export const limitPerAddress =
  (options: { db: Database; clock: Clock; name: string; limit: number; windowMs: number }): RequestHandler =>
  async (req, _res, next) => {
    await consumeRateLimit({ ...options, key: `${options.name}|ip:${addressKeyOf(req.ip)}` });
    next();
  };

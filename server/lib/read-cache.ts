import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import type { Clock } from "./clock";
import { toAppError } from "./error-handler";

/**
 * Public reads (course list, one course, plans) answered from memory. A write through this instance
 * calls `invalidate` with the key's prefix, so the next read is fresh here at once; the short lifetime
 * bounds how long another instance can serve the old value. While the database is unreachable, the last
 * good answer (up to an hour old) keeps being served instead of a 503.
 */
export type ReadCache = {
  get: <Value>(key: string, load: () => PromiseLike<Value>) => Promise<Value>;
  invalidate: (prefix: string) => void;
};

/** How old a last good answer may be and still stand in while the database is unreachable. */
export const STALE_IF_UNAVAILABLE_MS = 60 * 60_000;
/** While it stands in, the database is asked again after this long (one request does, the others wait). */
const RETRY_AFTER_OUTAGE_MS = 5_000;

type Entry = { expiresAt: number; value: Promise<unknown>; lastGood?: { value: unknown; loadedAt: number } };

export const createReadCache = ({
  clock,
  ttlMs = 30_000,
  staleIfUnavailableMs = STALE_IF_UNAVAILABLE_MS,
}: {
  clock: Clock;
  ttlMs?: number;
  staleIfUnavailableMs?: number;
}): ReadCache => {
  const entries = new Map<string, Entry>();
  return {
    get: <Value>(key: string, load: () => PromiseLike<Value>) => {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value as Promise<Value>;
      // The promise itself is cached: a burst of requests shares one database query. Promise.resolve
      // matters: a Drizzle query is a thenable that runs its SQL again on every await.
      const loading = Promise.resolve(load());
      const next: Entry = { expiresAt: now + ttlMs, value: loading, lastGood: entry?.lastGood };
      loading.then(
        (value) => (next.lastGood = { value, loadedAt: clock.now().getTime() }),
        () => {},
      );
      const standIn = entry?.lastGood && now - entry.lastGood.loadedAt <= staleIfUnavailableMs ? entry.lastGood : undefined;
      next.value = loading.catch((error: unknown) => {
        // The database is down: a public read keeps answering with what it last said, and asks again in a
        // few seconds. An edit made through this instance went through `invalidate`, which dropped it; one
        // made through another instance within the hour may not show here until the database is back.
        if (standIn && toAppError(error).code === "unavailable") {
          next.expiresAt = clock.now().getTime() + RETRY_AFTER_OUTAGE_MS;
          return standIn.value;
        }
        if (entries.get(key) === next) entries.delete(key);
        throw error;
      });
      entries.set(key, next);
      return next.value as Promise<Value>;
    },
    invalidate: (prefix) => {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
};

/** Tests and tools that want every read to hit the database. */
export const noReadCache: ReadCache = { get: (_key, load) => Promise.resolve(load()), invalidate: () => {} };

/** A cached read as it goes on the wire: the JSON bytes and their entity tag, both made once per load. */
export type PreparedJson = { body: Buffer; etag: string };

export const prepareJson = (value: unknown): PreparedJson => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
};

/** If-None-Match against one tag, by weak comparison (RFC 9110 13.1.2): "*" or any listed tag, W/ or not. */
export const isNoneMatchFresh = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
};

/**
 * Answers a public read with bytes made once per load: the JSON text and its ETag (the course list is
 * ~23 KB; serialising and hashing it on every request through res.send cost a third of the endpoint's
 * throughput). A browser that holds this version gets 304 without a body; `no-cache` lets it keep the copy
 * but ask every time, so an admin's edit shows on the next read.
 */
export const sendPreparedJson = (request: Request, response: Response, { body, etag }: PreparedJson) => {
  response.setHeader("Cache-Control", "no-cache");
  response.setHeader("ETag", etag);
  if (isNoneMatchFresh(request.headers["if-none-match"], etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.setHeader("Content-Length", body.length);
  response.end(request.method === "HEAD" ? undefined : body);
};

/** A cached public read: loaded, serialised and tagged once per cache lifetime, sent by sendPreparedJson. */
export const sendCachedJson = async (response: Response, cache: ReadCache, key: string, load: () => PromiseLike<unknown>) => {
  const prepared = await cache.get(key, async () => prepareJson(await load()));
  sendPreparedJson(response.req, response, prepared);
};

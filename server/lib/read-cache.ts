import type { Clock } from "./clock";

/**
 * Public reads (course list, one course, plans) answered from memory. A write through this instance
 * calls `invalidate` with the key's prefix, so the next read is fresh here at once; the short lifetime
 * bounds how long another instance can serve the old value.
 */
export type ReadCache = {
  get: <Value>(key: string, load: () => PromiseLike<Value>) => Promise<Value>;
  invalidate: (prefix: string) => void;
};

export const createReadCache = ({ clock, ttlMs = 30_000 }: { clock: Clock; ttlMs?: number }): ReadCache => {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get: <Value>(key: string, load: () => PromiseLike<Value>) => {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value as Promise<Value>;
      // The promise itself is cached: a burst of requests shares one database query. Promise.resolve
      // matters: a Drizzle query is a thenable that runs its SQL again on every await.
      const value = Promise.resolve(load());
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate: (prefix) => {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
};

/** Tests and tools that want every read to hit the database. */
export const noReadCache: ReadCache = { get: (_key, load) => Promise.resolve(load()), invalidate: () => {} };

/**
 * The JSON text of a cached read, serialised once per load instead of once per request (the course list
 * is ~20 KB: stringifying it on every request cost a third of the endpoint's throughput).
 */
export const sendCachedJson = async (
  response: { type: (type: string) => { send: (body: string) => unknown } },
  cache: ReadCache,
  key: string,
  load: () => PromiseLike<unknown>,
) => {
  const body = await cache.get(key, async () => JSON.stringify(await load()));
  response.type("application/json").send(body);
};

import { describe, expect, it, vi } from "vitest";
import { createTestClock } from "../test/test-app";
import { createReadCache } from "./read-cache";

describe("the read cache", () => {
  it("loads once, serves from memory, reloads after invalidation and after its lifetime", async () => {
    const clock = createTestClock();
    const cache = createReadCache({ clock, ttlMs: 1000 });
    const load = vi.fn(async () => ({ version: load.mock.calls.length }));
    expect(await cache.get("courses:list", load)).toEqual({ version: 1 });
    expect(await cache.get("courses:list", load)).toEqual({ version: 1 });
    cache.invalidate("courses:");
    expect(await cache.get("courses:list", load)).toEqual({ version: 2 });
    clock.advance(1001);
    expect(await cache.get("courses:list", load)).toEqual({ version: 3 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache({ clock: createTestClock() });
    await expect(cache.get("plans", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("plans", async () => "fresh")).toBe("fresh");
  });

  it("runs a lazy thenable (such as a Drizzle query) once, not on every read", async () => {
    const cache = createReadCache({ clock: createTestClock() });
    const run = vi.fn(() => "rows");
    // Like a Drizzle query builder: nothing runs until then() is called, and each then() runs it again.
    const query: PromiseLike<string> = {
      then: (onFulfilled, onRejected) => Promise.resolve(run()).then(onFulfilled, onRejected),
    };
    for (let index = 0; index < 5; index++) expect(await cache.get("courses:list", () => query)).toBe("rows");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("shares one load between concurrent readers", async () => {
    const cache = createReadCache({ clock: createTestClock() });
    const load = vi.fn(async () => "value");
    await Promise.all(Array.from({ length: 20 }, () => cache.get("key", load)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  it("while the database is unreachable, answers with the last good value (up to an hour old) and asks again after 5 s", async () => {
    const clock = createTestClock();
    const cache = createReadCache({ clock, ttlMs: 30_000 });
    expect(await cache.get("courses:list", async () => "from the database")).toBe("from the database");
    clock.advance(31_000);
    const down = vi.fn(() => Promise.reject(refused()));
    expect(await cache.get("courses:list", down)).toBe("from the database");
    expect(await cache.get("courses:list", down)).toBe("from the database");
    expect(down).toHaveBeenCalledTimes(1);
    clock.advance(5_001);
    expect(await cache.get("courses:list", down)).toBe("from the database");
    expect(down).toHaveBeenCalledTimes(2);
    // Back: the next load after the pause is fresh.
    clock.advance(5_001);
    expect(await cache.get("courses:list", async () => "fresh again")).toBe("fresh again");
  });

  it("does not stand in for an error that is not an outage, for an answer over an hour old, or after an edit", async () => {
    const clock = createTestClock();
    const cache = createReadCache({ clock, ttlMs: 30_000 });
    await cache.get("plans", async () => "plans");
    clock.advance(31_000);
    await expect(cache.get("plans", () => Promise.reject(new Error("column does not exist")))).rejects.toThrow("column does not exist");

    await cache.get("courses:list", async () => "courses");
    clock.advance(60 * 60_000 + 1);
    await expect(cache.get("courses:list", () => Promise.reject(refused()))).rejects.toThrow("ECONNREFUSED");

    await cache.get("courses:1", async () => "before the edit");
    cache.invalidate("courses:");
    await expect(cache.get("courses:1", () => Promise.reject(refused()))).rejects.toThrow("ECONNREFUSED");
  });
});

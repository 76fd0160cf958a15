import { describe, expect, it } from "vitest";
import { createAddressLimiter } from "./ad-call-limits";

describe("the per-address limiter", () => {
  it("lets `limit` calls through per address and window, then answers the seconds until the window ends", () => {
    const limiter = createAddressLimiter({ limit: 3, windowMs: 60_000 });
    const start = 1_800_000_000_000 + 15_000;
    expect([1, 2, 3, 4].map(() => limiter.check("192.0.2.1", start))).toEqual([0, 0, 0, 45]);
    expect(limiter.check("192.0.2.2", start)).toBe(0);
    expect(limiter.check("192.0.2.1", start + 44_500)).toBe(1);
    expect(limiter.check("192.0.2.1", start + 45_000)).toBe(0);
  });

  it("stays bounded: past maxTracked addresses a new one is let through untracked until the window turns", () => {
    const limiter = createAddressLimiter({ limit: 1, windowMs: 60_000, maxTracked: 100 });
    const now = 1_800_000_000_000;
    for (let index = 0; index < 1_000; index++) expect(limiter.check(`10.0.${index >> 8}.${index & 255}`, now)).toBe(0);
    expect(limiter.trackedCount()).toBe(100);
    // The addresses tracked first are still held to their limit.
    expect(limiter.check("10.0.0.0", now)).toBeGreaterThan(0);
    expect(limiter.check("10.0.3.200", now)).toBe(0);
    expect(limiter.check("10.0.0.0", now + 60_000)).toBe(0);
    expect(limiter.trackedCount()).toBe(1);
  });

  it("starts afresh when the clock goes back", () => {
    const limiter = createAddressLimiter({ limit: 1, windowMs: 60_000 });
    const now = 1_800_000_000_000;
    limiter.check("192.0.2.1", now);
    expect(limiter.check("192.0.2.1", now)).toBeGreaterThan(0);
    expect(limiter.check("192.0.2.1", now - 120_000)).toBe(0);
  });
});

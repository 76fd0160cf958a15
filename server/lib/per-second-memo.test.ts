import { describe, expect, it, vi } from "vitest";
import { memoizeWithinSecond } from "./per-second-memo";

describe("memoizeWithinSecond", () => {
  it("computes once per key within a second, and again once the second changes", () => {
    const compute = vi.fn((key: string, now: Date) => `${key}@${Math.floor(now.getTime() / 1000)}`);
    const memo = memoizeWithinSecond(compute);
    const start = new Date("2026-11-27T08:00:00.000Z");
    const later = new Date(start.getTime() + 999);
    expect(memo("10.0.0.1", start)).toBe(`10.0.0.1@${start.getTime() / 1000}`);
    expect(memo("10.0.0.1", later)).toBe(`10.0.0.1@${start.getTime() / 1000}`);
    expect(memo("10.0.0.2", later)).toBe(`10.0.0.2@${start.getTime() / 1000}`);
    expect(compute).toHaveBeenCalledTimes(2);

    const next = new Date(start.getTime() + 1000);
    expect(memo("10.0.0.1", next)).toBe(`10.0.0.1@${start.getTime() / 1000 + 1}`);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});

import { isDeepStrictEqual } from "node:util";

/**
 * Polls `read` until it returns `expected` (deep equality), for a state another process reaches; outside a
 * test body (a beforeAll), where vitest's expect.poll is refused. Fails with the last value it read.
 */
export const waitFor = async <T>(read: () => T | Promise<T>, expected: T | ((value: T) => boolean), timeoutMs = 20_000) => {
  const matches = typeof expected === "function" ? (expected as (value: T) => boolean) : (value: T) => isDeepStrictEqual(value, expected);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (matches(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

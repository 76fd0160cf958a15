import { afterEach, describe, expect, it, vi } from "vitest";
import { keepRenewing, LEASE_MS, LEASE_RENEW_MS, LEASE_RETRY_MS } from "./lease";

describe("keepRenewing", () => {
  afterEach(() => vi.useRealTimers());

  it("renews every LEASE_RENEW_MS until stopped; after a failed renewal it tries again within LEASE_RETRY_MS", async () => {
    vi.useFakeTimers();
    const renew = vi
      .fn()
      .mockRejectedValueOnce(new Error("database gone"))
      .mockRejectedValueOnce(new Error("database still gone"))
      .mockResolvedValue(undefined);
    const onError = vi.fn();
    const stop = keepRenewing(renew, onError);
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    // Two quick retries: the second goes through, and the regular renewals carry on.
    await vi.advanceTimersByTimeAsync(LEASE_RETRY_MS * 2);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS * 2 - LEASE_RETRY_MS * 2);
    expect(renew).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS * 3);
    expect(renew).toHaveBeenCalledTimes(5);
  });

  it("leaves room for three missed renewals within a lease", () => {
    expect(LEASE_MS / LEASE_RENEW_MS).toBeGreaterThanOrEqual(4);
  });
});

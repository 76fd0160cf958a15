import { afterEach, describe, expect, it, vi } from "vitest";
import { keepRenewing, LEASE_MS, LEASE_RENEW_MS } from "./lease";

describe("keepRenewing", () => {
  afterEach(() => vi.useRealTimers());

  it("renews every LEASE_RENEW_MS until stopped, and a failed renewal does not stop the next", async () => {
    vi.useFakeTimers();
    const renew = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(undefined);
    const onError = vi.fn();
    const stop = keepRenewing(renew, onError);
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS * 3);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS * 3);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it("leaves room for three missed renewals within a lease", () => {
    expect(LEASE_MS / LEASE_RENEW_MS).toBeGreaterThanOrEqual(4);
  });
});

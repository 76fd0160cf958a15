import { hostname } from "node:os";
import type { Clock } from "./clock";

/**
 * How long a running job or backup is held for its instance without news from it. The holder renews the
 * lease every LEASE_RENEW_MS, so a live holder never loses it; only a process that died (kill -9, out of
 * memory, its machine gone) or whose event loop stalled for two minutes does.
 */
export const LEASE_MS = 2 * 60_000;
export const LEASE_RENEW_MS = 30_000;

/** This process among the instances on one database (shown with a run and in the logs). */
export const instanceName = `${hostname()}:${process.pid}`;

export const leaseEnd = (clock: Clock) => new Date(clock.now().getTime() + LEASE_MS);

/**
 * Calls `renew` every LEASE_RENEW_MS until the returned stop is called. A failed renewal (the database
 * briefly gone) is reported and tried again at the next tick: the lease has room for three misses.
 */
export const keepRenewing = (renew: () => Promise<unknown>, onError: (error: unknown) => void) => {
  const timer = setInterval(() => void renew().catch(onError), LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
};

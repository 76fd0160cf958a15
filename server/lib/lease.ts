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

/** After a failed renewal (the database briefly gone), the next try comes this soon. */
export const LEASE_RETRY_MS = 5_000;

/**
 * Calls `renew` every LEASE_RENEW_MS until the returned stop is called. A failed renewal is reported and
 * tried again every LEASE_RETRY_MS until one goes through, so that once the database is back the lease is
 * renewed within seconds, before another instance's recovery sweep (each minute) can find it passed.
 */
export const keepRenewing = (renew: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let retry: NodeJS.Timeout | undefined;
  const attempt = () => {
    clearTimeout(retry);
    renew().catch((error: unknown) => {
      onError(error);
      retry = setTimeout(attempt, LEASE_RETRY_MS);
      retry.unref();
    });
  };
  const timer = setInterval(attempt, LEASE_RENEW_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(retry);
  };
};

/**
 * The runs and backups this process is working on. A sweep never takes over or interrupts one of its own
 * process's live runs, even when the database was away longer than a lease and no renewal got through.
 */
export const heldHere = { jobRuns: new Set<number>(), backupRuns: new Set<number>() };

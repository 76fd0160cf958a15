import { setTimeout as sleep } from "node:timers/promises";
import { startAppServer } from "./app-server";
import { readPeakRssKb, readRssKb, stopProcess } from "./processes";

export type StartupReport = {
  /** Milliseconds from the spawn to the first 200 of /api/ready, one per warm start. */
  warmStartsMs: number[];
  /** Resident memory a moment after each warm start was ready, in kB. */
  rssAfterStartKb: number[];
  /** The very first start on an empty data folder (it creates, migrates and seeds the database). */
  firstStart?: { readyMs: number; rssAfterStartKb?: number; peakRssKb?: number };
};

const WARM_STARTS = 3;
/** Time for the start's garbage to be collected and the scheduler's first timers to settle. */
const SETTLE_MS = 1_000;

const startOnce = async (options: { dataDir: string; databaseUrl?: string }) => {
  const app = await startAppServer(options);
  try {
    await sleep(SETTLE_MS);
    return { readyMs: app.readyMs, rssKb: readRssKb(app.child.pid), peakKb: readPeakRssKb(app.child.pid) };
  } finally {
    await stopProcess(app);
  }
};

/**
 * Warm starts: the database exists and is migrated, dist/ is built, as after a restart or a deployment.
 * With `emptyDataDir`, the first start of a new installation is measured too (embedded only).
 */
export const measureStartups = async (options: { dataDir: string; databaseUrl?: string; emptyDataDir?: string }) => {
  const report: StartupReport = { warmStartsMs: [], rssAfterStartKb: [] };
  if (options.emptyDataDir) {
    const first = await startOnce({ dataDir: options.emptyDataDir });
    report.firstStart = { readyMs: first.readyMs, rssAfterStartKb: first.rssKb, peakRssKb: first.peakKb };
  }
  for (let start = 0; start < WARM_STARTS; start += 1) {
    const warm = await startOnce(options);
    report.warmStartsMs.push(warm.readyMs);
    if (warm.rssKb) report.rssAfterStartKb.push(warm.rssKb);
  }
  return report;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

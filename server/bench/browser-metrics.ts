import { existsSync } from "node:fs";
import { basename } from "node:path";
import { chromium } from "playwright-core";
import { gzipSizeOfAsset } from "./bundle-size";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** After the network is idle: late layout shifts and a late LCP candidate still get reported. */
const SETTLE_MS = 750;
const NETWORK_IDLE_TIMEOUT_MS = 5_000;

export type PageMetrics = {
  path: string;
  lcpMs: number | null;
  cls: number;
  /** Sum of (long task - 50 ms) after first contentful paint, until the page settled. */
  tbtMs: number;
  fcpMs: number | null;
  /** Gzip size of the JS and CSS files this page really fetched (sizes of the files in dist/client). */
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: string[];
};

type TimedValue = { start: number; value: number };
type Collected = { lcp: number | null; shifts: TimedValue[]; longTasks: { start: number; duration: number }[] };

/** CLS as Chrome defines it: the worst session window (shifts < 1 s apart, window at most 5 s). */
const cumulativeLayoutShift = (shifts: TimedValue[]) => {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    const isNewWindow = shift.start - previous > 1_000 || shift.start - windowStart > 5_000;
    if (isNewWindow) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    previous = shift.start;
    worst = Math.max(worst, current);
  }
  return worst;
};
type BenchWindow = { __benchPerf: Collected };

/**
 * Runs in the page before any of its scripts (CDP injection, not subject to the site's CSP): collects
 * what the browser's own performance APIs report, including entries buffered before it ran. A string,
 * not a function: tsx compiles functions with esbuild's keepNames, and the `__name` helper it inserts
 * does not exist inside the page.
 */
const COLLECT_VITALS_SCRIPT = `(() => {
  const state = { lcp: null, shifts: [], longTasks: [] };
  window.__benchPerf = state;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe("largest-contentful-paint", (entry) => { state.lcp = entry.startTime; });
  observe("layout-shift", (entry) => { if (!entry.hadRecentInput) state.shifts.push({ start: entry.startTime, value: entry.value }); });
  observe("longtask", (entry) => { state.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
})();`;

const readCollected = () => {
  const state = (window as unknown as BenchWindow).__benchPerf;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
  return { ...state, fcp, resources };
};

/** Loads each path in headless Chromium with a cold cache (a fresh context per page). */
export const measurePages = async (appUrl: string, paths: string[]): Promise<PageMetrics[] | undefined> => {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: PageMetrics[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: COLLECT_VITALS_SCRIPT });
        await page.goto(`${appUrl}${path}`, { waitUntil: "load" });
        // Bounded: a page that keeps polling is measured as it is after the wait, not waited on forever.
        await page.waitForLoadState("networkidle", { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => {});
        await page.waitForTimeout(SETTLE_MS);
        const collected = await page.evaluate(readCollected);
        const assets = collected.resources.map((url) => new URL(url)).filter((url) => url.pathname.startsWith("/assets/"));
        const files = (extension: string) => [
          ...new Set(assets.filter((url) => url.pathname.endsWith(extension)).map((url) => basename(url.pathname))),
        ];
        const jsFiles = files(".js");
        const fcp = collected.fcp;
        results.push({
          path,
          lcpMs: collected.lcp,
          cls: cumulativeLayoutShift(collected.shifts),
          tbtMs: collected.longTasks
            .filter((task) => fcp === null || task.start >= fcp)
            .reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
          fcpMs: fcp,
          jsGzipBytes: jsFiles.reduce((total, file) => total + gzipSizeOfAsset(file), 0),
          cssGzipBytes: files(".css").reduce((total, file) => total + gzipSizeOfAsset(file), 0),
          jsFiles,
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
};

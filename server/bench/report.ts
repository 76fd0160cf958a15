import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { I18nSizes } from "./i18n-size";
import {
  judgeHomeJs,
  judgeI18n,
  judgePage,
  judgeRow,
  judgeRssAfterLoad,
  judgeRssGrowth,
  judgeWarmStart,
  BUDGETS,
  type Verdict,
} from "./budgets";
import type { PageMetrics } from "./browser-metrics";
import type { BundleReport } from "./bundle-size";
import type { PassResult, Row } from "./pass";
import { median, type StartupReport } from "./startup";

export type DatabaseRun = {
  database: "embedded" | "server";
  passes: PassResult[];
  /** Server VmRSS after each pass, in kB. */
  rssKb: (number | undefined)[];
  /** Warm starts (and the first start, embedded) measured before the load passes. */
  startup?: StartupReport;
};

export type FrontendReport = { bundles: BundleReport; i18n?: I18nSizes; pages?: PageMetrics[] };

export type BenchReport = {
  version: 1;
  startedAt: string;
  finishedAt: string;
  settings: { durationSeconds: number; connections: number };
  machine: { node: string; cpus: number; cpuModel: string };
  /** Size of the JSON the baselines answer (= GET /api/courses). */
  baselineBodyBytes: number;
  runs: (DatabaseRun & { rows: (Row & { verdict: Verdict })[] })[];
  frontend?: FrontendReport;
  /** Every failing budget, one readable line each. */
  failures: string[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;
const verdictText = (verdict: Verdict) => (verdict.status === "FAIL" ? `FAIL (${verdict.reasons.join("; ")})` : verdict.status);

/** The ratio to the row's baseline: bare Express, or for a static file the static baseline ("x static"). */
const ratioText = (row: Row) => {
  if (row.ratioToStatic !== undefined) return `${row.ratioToStatic.toFixed(2)}x static`;
  return row.ratioToExpress === undefined ? "-" : `${row.ratioToExpress.toFixed(2)}x`;
};

const rowLine = (row: Row, verdict: Verdict) =>
  [
    row.label.padEnd(46),
    row.requestsPerSecond.toFixed(0).padStart(8),
    row.p50Ms.toFixed(0).padStart(7),
    row.p99Ms.toFixed(0).padStart(7),
    String(row.errors).padStart(8),
    ratioText(row).padStart(14),
    `  ${verdictText(verdict)}`,
  ].join("");

/** Adds each row's verdict and collects the failures into the report. */
export const judgeRuns = (runs: DatabaseRun[], failures: string[]) =>
  runs.map((run) => {
    const lastPass = run.passes[run.passes.length - 1]!;
    const rows = lastPass.rows.map((row) => ({ ...row, verdict: judgeRow(row) }));
    for (const row of rows)
      if (row.verdict.status === "FAIL") failures.push(`[${run.database}] ${row.label}: ${row.verdict.reasons.join("; ")}`);
    const [first, second] = run.rssKb;
    if (first && second) {
      const growth = judgeRssGrowth(first, second);
      if (growth.status === "FAIL") failures.push(`[${run.database}] server RSS grew ${growth.reasons.join("; ")}`);
    }
    // Every pass within the budget (with --repeat the second one too).
    for (const [index, afterLoad] of run.rssKb.entries()) {
      const memory = afterLoad ? judgeRssAfterLoad(run.database, afterLoad) : undefined;
      if (memory?.status === "FAIL") failures.push(`[${run.database}] pass ${index + 1}: ${memory.reasons.join("; ")}`);
    }
    if (run.startup?.warmStartsMs.length) {
      const start = judgeWarmStart(median(run.startup.warmStartsMs));
      if (start.status === "FAIL") failures.push(`[${run.database}] ${start.reasons.join("; ")}`);
    }
    return { ...run, rows };
  });

export const judgeFrontend = (frontend: FrontendReport, failures: string[]) => {
  const homeJs = frontend.pages?.find((page) => page.path === "/")?.jsGzipBytes ?? frontend.bundles.homeJs.gzipBytes;
  const jsVerdict = judgeHomeJs(homeJs);
  if (jsVerdict.status === "FAIL") failures.push(`home route JS ${jsVerdict.reasons.join("; ")}`);
  const i18nVerdict = frontend.i18n ? judgeI18n(frontend.i18n) : undefined;
  if (i18nVerdict?.status === "FAIL") failures.push(...i18nVerdict.reasons);
  for (const page of frontend.pages ?? []) {
    const verdict = judgePage(page);
    if (verdict.status === "FAIL") failures.push(`page ${page.path}: ${verdict.reasons.join("; ")}`);
  }
};

export const formatReport = (report: BenchReport) => {
  const lines: string[] = [];
  const { durationSeconds, connections } = report.settings;
  lines.push(
    `Benchmark: ${durationSeconds} s per run, ${connections} connections, loopback; node ${report.machine.node}, ${report.machine.cpus} CPUs (${report.machine.cpuModel})`,
  );
  lines.push(`Baselines answer ${report.baselineBodyBytes} bytes of JSON (the size of GET /api/courses).`);
  for (const run of report.runs) {
    const pass = run.passes.length > 1 ? ` (pass ${run.passes.length} of ${run.passes.length})` : "";
    lines.push("", `Database: ${run.database === "embedded" ? "embedded PGlite" : "PostgreSQL server (DATABASE_URL)"}${pass}`);
    lines.push(
      `${"target".padEnd(46)}${"req/s".padStart(8)}${"p50 ms".padStart(7)}${"p99 ms".padStart(7)}${"errors".padStart(8)}${"x Express".padStart(14)}  budget`,
    );
    for (const row of run.rows) lines.push(rowLine(row, row.verdict));
    const express = run.passes[run.passes.length - 1]!.expressRuns;
    lines.push(`bare Express runs (drift): ${express.map((value) => value.toFixed(0)).join(", ")} req/s`);
    const staticRuns = run.passes[run.passes.length - 1]!.staticRuns ?? [];
    if (staticRuns.length) lines.push(`static baseline runs (drift): ${staticRuns.map((value) => value.toFixed(0)).join(", ")} req/s`);
    lines.push(...formatMemoryAndStart(run));
  }
  if (report.frontend) lines.push("", ...formatFrontend(report.frontend));
  lines.push("", report.failures.length ? `Budgets failing (${report.failures.length}):` : "All budgets pass.");
  for (const failure of report.failures) lines.push(`  - ${failure}`);
  return lines.join("\n");
};

const formatMemoryAndStart = (run: DatabaseRun) => {
  const lines = [`Memory and start (${run.database === "embedded" ? "embedded PGlite" : "PostgreSQL server"}; the app's process)`];
  const { startup } = run;
  if (startup?.warmStartsMs.length) {
    const middle = median(startup.warmStartsMs);
    lines.push(
      `warm start to /api/ready: ${middle.toFixed(0)} ms (median of ${startup.warmStartsMs.map((ms) => ms.toFixed(0)).join(", ")}; budget < ${BUDGETS.warmStartMs} ms) ${verdictText(judgeWarmStart(middle))}`,
    );
  }
  if (startup?.rssAfterStartKb.length) lines.push(`RSS after start: ${mb(median(startup.rssAfterStartKb))} (median)`);
  const [first, second] = run.rssKb;
  if (first)
    lines.push(
      `RSS after the load pass: ${mb(first)} (budget <= ${BUDGETS.rssAfterLoadMb[run.database]} MB) ${verdictText(judgeRssAfterLoad(run.database, first))}`,
    );
  if (first && second) {
    const growth = judgeRssGrowth(first, second);
    lines.push(
      `RSS after a second identical pass: ${mb(second)} ${verdictText(judgeRssAfterLoad(run.database, second))}; growth ${growth.growthPercent.toFixed(1)} % (budget <= ${BUDGETS.rssGrowthPercent} %) ${verdictText(growth)}`,
    );
  }
  const firstStart = startup?.firstStart;
  if (firstStart) {
    lines.push(
      `first start on an empty folder (creates the database): ready in ${firstStart.readyMs.toFixed(0)} ms, RSS after start ${firstStart.rssAfterStartKb ? mb(firstStart.rssAfterStartKb) : "n/a"}, peak ${firstStart.peakRssKb ? mb(firstStart.peakRssKb) : "n/a"}`,
    );
  }
  return lines;
};

const formatFrontend = ({ bundles, i18n, pages }: FrontendReport) => {
  const lines = [`Front end (gzip sizes of dist/client files)`];
  const browserHome = pages?.find((page) => page.path === "/");
  const homeJs = browserHome?.jsGzipBytes ?? bundles.homeJs.gzipBytes;
  lines.push(
    `home route JS ${kb(homeJs)} (${browserHome ? "fetched by Chromium" : "static imports"}; budget <= ${BUDGETS.homeJsGzipBytes / 1024} KB) ${verdictText(judgeHomeJs(homeJs))}`,
    `home route JS from static imports ${kb(bundles.homeJs.gzipBytes)} in ${bundles.homeJs.files.length} files; CSS ${kb(bundles.homeCss.gzipBytes)}; largest chunk ${bundles.largestChunk.file} ${kb(bundles.largestChunk.gzipBytes)}; all JS ${kb(bundles.totalJsGzipBytes)}`,
  );
  if (i18n) {
    lines.push(
      `i18n runtime ${kb(i18n.runtimeGzipBytes)} (budget <= ${BUDGETS.i18nRuntimeGzipBytes / 1024} KB); catalogue parts per language, fetched on demand (budget <= ${BUDGETS.catalogueGzipBytes / 1024} KB each, and core + site for a first public page) ${verdictText(judgeI18n(i18n))}`,
      ...Object.entries(i18n.catalogueGzipBytes).map(
        ([locale, parts]) =>
          `  ${locale}: ${Object.entries(parts)
            .map(([part, bytes]) => `${part} ${kb(bytes)}`)
            .join(", ")}; first public page ${kb((parts.core ?? 0) + (parts.site ?? 0))}`,
      ),
    );
  }
  if (bundles.isDevelopmentBuild) {
    lines.push(
      "WARNING: dist/client holds React's development build (built with NODE_ENV set to something else than production); rebuild with `npm run build` for the sizes users get.",
    );
  }
  if (!pages) return [...lines, "Chromium not found: page metrics skipped."];
  lines.push(
    `${"page (cold cache)".padEnd(20)}${"LCP ms".padStart(8)}${"CLS".padStart(8)}${"TBT ms".padStart(8)}${"FCP ms".padStart(8)}${"JS gzip".padStart(10)}${"CSS gzip".padStart(10)}  budget (LCP <= ${BUDGETS.lcpMs} ms, CLS < ${BUDGETS.cls})`,
  );
  for (const page of pages) {
    lines.push(
      [
        page.path.padEnd(20),
        (page.lcpMs === null ? "-" : page.lcpMs.toFixed(0)).padStart(8),
        page.cls.toFixed(3).padStart(8),
        page.tbtMs.toFixed(0).padStart(8),
        (page.fcpMs === null ? "-" : page.fcpMs.toFixed(0)).padStart(8),
        kb(page.jsGzipBytes).padStart(10),
        kb(page.cssGzipBytes).padStart(10),
        `  ${verdictText(judgePage(page))}`,
      ].join(""),
    );
  }
  return lines;
};

/** data/bench/bench-<timestamp>.json under the repository's DATA_DIR (default ./data). */
export const writeReport = (report: BenchReport, projectRoot: string) => {
  const folder = resolve(projectRoot, process.env.DATA_DIR || "data", "bench");
  mkdirSync(folder, { recursive: true });
  const file = resolve(folder, `bench-${report.startedAt.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
};

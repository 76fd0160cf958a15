import { readFileSync } from "node:fs";
import type { BenchReport } from "./report";

/** The ratio a row is judged by: against bare Express, or (ending in "s") against the static baseline for an asset. */
const ratioOf = (row: { ratioToExpress?: number; ratioToStatic?: number }) =>
  row.ratioToStatic !== undefined ? `${row.ratioToStatic.toFixed(2)}s` : (row.ratioToExpress?.toFixed(2) ?? "-");

export const readReport = (file: string): BenchReport => {
  const report = JSON.parse(readFileSync(file, "utf8")) as BenchReport;
  if (report.version !== 1 || !Array.isArray(report.runs)) throw new Error(`${file} is not a bench report`);
  return report;
};

const percent = (before: number, after: number) => {
  if (!before) return "-";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)} %`;
};

/**
 * Deltas per target between two reports. Absolute requests/s move with the machine, so the ratio to
 * bare Express (measured in each run) is the column to trust when the runs were on different hosts.
 */
export const formatComparison = (before: BenchReport, after: BenchReport, labels = { before: "old", after: "new" }) => {
  const lines = [`Comparison: ${labels.before} ${before.startedAt} -> ${labels.after} ${after.startedAt}`];
  if (before.settings.durationSeconds !== after.settings.durationSeconds || before.settings.connections !== after.settings.connections) {
    lines.push(`note: settings differ (${JSON.stringify(before.settings)} vs ${JSON.stringify(after.settings)})`);
  }
  for (const run of after.runs) {
    const previous = before.runs.find((candidate) => candidate.database === run.database);
    lines.push("", `Database: ${run.database}`);
    if (!previous) {
      lines.push(`  not in the ${labels.before} report`);
      continue;
    }
    lines.push(
      `${"target".padEnd(46)}${"req/s old".padStart(10)}${"new".padStart(8)}${"change".padStart(10)}${"p99 old".padStart(9)}${"new".padStart(6)}${"x Exp old".padStart(11)}${"new".padStart(7)}${"errors".padStart(10)}`,
    );
    for (const row of run.rows) {
      const old = previous.rows.find((candidate) => candidate.name === row.name);
      if (!old) {
        lines.push(`${row.label.padEnd(46)}  (new target)`);
        continue;
      }
      lines.push(
        [
          row.label.padEnd(46),
          old.requestsPerSecond.toFixed(0).padStart(10),
          row.requestsPerSecond.toFixed(0).padStart(8),
          percent(old.requestsPerSecond, row.requestsPerSecond).padStart(10),
          old.p99Ms.toFixed(0).padStart(9),
          row.p99Ms.toFixed(0).padStart(6),
          ratioOf(old).padStart(11),
          ratioOf(row).padStart(7),
          `${old.errors}->${row.errors}`.padStart(10),
        ].join(""),
      );
    }
    const [oldRss] = previous.rssKb;
    const [newRss] = run.rssKb;
    if (oldRss && newRss)
      lines.push(`server RSS: ${(oldRss / 1024).toFixed(1)} MB -> ${(newRss / 1024).toFixed(1)} MB (${percent(oldRss, newRss)})`);
  }
  if (before.frontend && after.frontend) {
    const homeJs = (report: BenchReport) =>
      report.frontend?.pages?.find((page) => page.path === "/")?.jsGzipBytes ?? report.frontend?.bundles.homeJs.gzipBytes ?? 0;
    lines.push(
      "",
      `home route JS gzip: ${(homeJs(before) / 1024).toFixed(1)} KB -> ${(homeJs(after) / 1024).toFixed(1)} KB (${percent(homeJs(before), homeJs(after))})`,
    );
    for (const page of after.frontend.pages ?? []) {
      const old = before.frontend.pages?.find((candidate) => candidate.path === page.path);
      if (old)
        lines.push(
          `${page.path.padEnd(10)} LCP ${old.lcpMs?.toFixed(0) ?? "-"} -> ${page.lcpMs?.toFixed(0) ?? "-"} ms, CLS ${old.cls.toFixed(3)} -> ${page.cls.toFixed(3)}, TBT ${old.tbtMs.toFixed(0)} -> ${page.tbtMs.toFixed(0)} ms`,
        );
    }
  }
  return lines.join("\n");
};

import type { Baselines } from "./baselines";
import { measure, waitUntilQuiet, warmUp, type LoadSettings, type Measurement } from "./load";
import type { Target, TargetKind } from "./targets";

export type Row = Measurement & {
  name: string;
  label: string;
  kind: TargetKind | "baseline";
  /** Requests/s divided by bare Express measured just before and just after this target. */
  ratioToExpress?: number;
  /** For a static file target: requests/s divided by the static baseline (bare node:http, same file) around it. */
  ratioToStatic?: number;
};

export type PassResult = {
  rows: Row[];
  /** Every bare Express run of the pass, in order: their spread shows how much the machine drifted. */
  expressRuns: number[];
  /** Every static baseline run of the pass, in order (none without a static file target). */
  staticRuns?: number[];
};

const BASELINE = {
  http: { name: "baseline-http", label: "bare node:http (baseline)" },
  express: { name: "baseline-express", label: "bare Express 5 (baseline)" },
  static: { name: "baseline-static", label: "bare node:http, same file, br (static baseline)" },
} as const;

const asTarget = (baseline: { name: string; label: string }, path = "/", headers?: Record<string, string>): Target => ({
  name: baseline.name,
  label: baseline.label,
  kind: "api",
  method: "GET",
  path,
  headers,
});

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The runs of one baseline as one row: mean rate and p50, worst p99, errors and requests summed. */
const combineRuns = (runs: Measurement[]): Measurement => ({
  requestsPerSecond: average(runs.map((run) => run.requestsPerSecond)),
  p50Ms: average(runs.map((run) => run.p50Ms)),
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  totalRequests: runs.reduce((sum, run) => sum + run.totalRequests, 0),
});

/**
 * One pass: node:http, Express, then each target followed by Express again (a static file target: by the
 * static baseline, which also runs before the first one). Alternating means a machine that slows down
 * (thermal, a neighbour) slows both sides of every ratio alike.
 */
export const runPass = async (
  appUrl: string,
  baselines: Baselines,
  targets: Target[],
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<PassResult> => {
  const httpTarget = asTarget(BASELINE.http);
  const expressTarget = asTarget(BASELINE.express);
  const staticFile = baselines.staticFile;
  const staticBaseline = staticFile && {
    ...BASELINE.static,
    label: `bare node:http, same ${(staticFile.bytes / 1024).toFixed(1)} KB br (static)`,
  };
  const staticTarget = staticBaseline && asTarget(staticBaseline, staticFile.path, { "accept-encoding": "br" });
  const isAgainstStatic = (target: Target) => target.baseline === "static" && target.path === staticFile?.path;
  const staticCount = targets.filter(isAgainstStatic).length;
  const total = 2 + targets.length * 2 + (staticCount ? 1 : 0);
  let step = 0;
  const run = async (url: string, target: Target) => {
    const result = await measure(url, target, settings);
    step += 1;
    progress(`  [${step}/${total}] ${target.label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s`);
    return result;
  };

  await warmUp(baselines.http.url, httpTarget, settings);
  await warmUp(baselines.express.url, expressTarget, settings);
  const http = await run(baselines.http.url, httpTarget);
  const expressRuns: Measurement[] = [await run(baselines.express.url, expressTarget)];
  const staticRuns: Measurement[] = [];
  const targetRows: Row[] = [];
  for (const target of targets) {
    // A static file target alternates with the static baseline (bare node:http sending the same file).
    const isStatic = staticTarget !== undefined && isAgainstStatic(target);
    const baseline = isStatic ? { url: baselines.http.url, target: staticTarget, runs: staticRuns } : undefined;
    if (baseline && baseline.runs.length === 0) {
      await warmUp(baseline.url, baseline.target, settings);
      baseline.runs.push(await run(baseline.url, baseline.target));
    }
    await warmUp(appUrl, target, settings);
    await waitUntilQuiet(appUrl);
    const result = await run(appUrl, target);
    await waitUntilQuiet(appUrl);
    const row: Row = { ...result, name: target.name, label: target.label, kind: target.kind };
    if (baseline) {
      baseline.runs.push(await run(baseline.url, baseline.target));
      row.ratioToStatic = result.requestsPerSecond / average(baseline.runs.slice(-2).map((runResult) => runResult.requestsPerSecond));
    } else {
      expressRuns.push(await run(baselines.express.url, expressTarget));
      row.ratioToExpress = result.requestsPerSecond / average(expressRuns.slice(-2).map((express) => express.requestsPerSecond));
    }
    targetRows.push(row);
  }

  const expressRow: Row = { ...combineRuns(expressRuns), ...BASELINE.express, kind: "baseline", ratioToExpress: 1 };
  const httpRow: Row = { ...http, name: BASELINE.http.name, label: BASELINE.http.label, kind: "baseline" };
  httpRow.ratioToExpress = http.requestsPerSecond / expressRow.requestsPerSecond;
  const staticRows: Row[] = staticRuns.length
    ? [{ ...combineRuns(staticRuns), name: staticTarget!.name, label: staticTarget!.label, kind: "baseline", ratioToStatic: 1 }]
    : [];
  return {
    rows: [httpRow, expressRow, ...staticRows, ...targetRows],
    expressRuns: expressRuns.map((express) => express.requestsPerSecond),
    staticRuns: staticRuns.map((staticRun) => staticRun.requestsPerSecond),
  };
};

import type { Baselines } from "./baselines";
import { measure, waitUntilQuiet, warmUp, type LoadSettings, type Measurement } from "./load";
import type { Target, TargetKind } from "./targets";

export type Row = Measurement & {
  name: string;
  label: string;
  kind: TargetKind | "baseline";
  /** Requests/s divided by bare Express measured just before and just after this target. */
  ratioToExpress?: number;
};

export type PassResult = {
  rows: Row[];
  /** Every bare Express run of the pass, in order: their spread shows how much the machine drifted. */
  expressRuns: number[];
};

const BASELINE = {
  http: { name: "baseline-http", label: "bare node:http (baseline)" },
  express: { name: "baseline-express", label: "bare Express 5 (baseline)" },
} as const;

const asTarget = (baseline: (typeof BASELINE)["http" | "express"]): Target => ({
  name: baseline.name,
  label: baseline.label,
  kind: "api",
  method: "GET",
  path: "/",
});

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * One pass: node:http, Express, then each target followed by Express again. Alternating means a
 * machine that slows down (thermal, a neighbour) slows both sides of every ratio alike.
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
  const total = 2 + targets.length * 2;
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
  const targetRows: Row[] = [];
  for (const target of targets) {
    await warmUp(appUrl, target, settings);
    await waitUntilQuiet(appUrl);
    const result = await run(appUrl, target);
    await waitUntilQuiet(appUrl);
    expressRuns.push(await run(baselines.express.url, expressTarget));
    const neighbours = expressRuns.slice(-2).map((express) => express.requestsPerSecond);
    targetRows.push({
      ...result,
      name: target.name,
      label: target.label,
      kind: target.kind,
      ratioToExpress: result.requestsPerSecond / average(neighbours),
    });
  }

  const expressRow: Row = {
    name: BASELINE.express.name,
    label: BASELINE.express.label,
    kind: "baseline",
    requestsPerSecond: average(expressRuns.map((express) => express.requestsPerSecond)),
    p50Ms: average(expressRuns.map((express) => express.p50Ms)),
    p99Ms: Math.max(...expressRuns.map((express) => express.p99Ms)),
    errors: expressRuns.reduce((sum, express) => sum + express.errors, 0),
    totalRequests: expressRuns.reduce((sum, express) => sum + express.totalRequests, 0),
    ratioToExpress: 1,
  };
  const httpRow: Row = { ...http, name: BASELINE.http.name, label: BASELINE.http.label, kind: "baseline" };
  httpRow.ratioToExpress = http.requestsPerSecond / expressRow.requestsPerSecond;
  return { rows: [httpRow, expressRow, ...targetRows], expressRuns: expressRuns.map((express) => express.requestsPerSecond) };
};

import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BUDGETS } from "../budgets";
import type { EndpointSummary } from "./endpoint-stats";
import { SIGN_IN_ENDPOINT, type LoadResult } from "./school-day-load";

/** The budgets for the day: every API call but sign-in answers within 100 ms at p99, nothing fails. */
export const SCHOOL_DAY_BUDGETS = { p99Ms: 100, rssAfterLoadMb: BUDGETS.rssAfterLoadMb.server } as const;
/** argon2 bounds it (see docs/benchmark.md): reported, never judged on latency. */
const SIGN_IN = SIGN_IN_ENDPOINT;

export type InstanceRun = LoadResult & {
  instances: number;
  /** Each app process's VmRSS after the run, in kB. */
  rssKb: (number | undefined)[];
  /** Each app process's VmRSS after the warm-up, just before the run, in kB. */
  rssBeforeKb: (number | undefined)[];
};

export type SchoolDayReport = {
  version: 1;
  scenario: "school-day";
  startedAt: string;
  finishedAt: string;
  settings: { durationSeconds: number; students: number; visitors: number; meanThinkMs: number };
  /** loadAverage: the 1-minute load average as the day started and as it ended (others' work on the same cores). */
  machine: { node: string; cpus: number; cpuModel: string; loadAverage: [number, number] };
  /** "own PostgreSQL 15 server" or "DATABASE_URL server". */
  database: string;
  runs: InstanceRun[];
  /** Requests/s with 2 instances divided by requests/s with 1. */
  scaling?: number;
  failures: string[];
};

export type Judged = { status: "PASS" | "FAIL"; reasons: string[] };

export const judgeEndpoint = (row: Pick<EndpointSummary, "endpoint" | "p99Ms" | "errors">): Judged => {
  const reasons: string[] = [];
  if (row.errors > 0) reasons.push(`${row.errors} errors`);
  if (row.endpoint !== SIGN_IN && row.p99Ms >= SCHOOL_DAY_BUDGETS.p99Ms)
    reasons.push(`p99 ${row.p99Ms.toFixed(0)} ms >= ${SCHOOL_DAY_BUDGETS.p99Ms}`);
  return { status: reasons.length ? "FAIL" : "PASS", reasons };
};

export const judgeRss = (rssKb: number | undefined): Judged =>
  rssKb !== undefined && rssKb / 1024 > SCHOOL_DAY_BUDGETS.rssAfterLoadMb
    ? { status: "FAIL", reasons: [`RSS ${(rssKb / 1024).toFixed(0)} MB > ${SCHOOL_DAY_BUDGETS.rssAfterLoadMb} MB`] }
    : { status: "PASS", reasons: [] };

/** Every failing budget of the runs, one readable line each. */
export const collectFailures = (runs: InstanceRun[]) =>
  runs.flatMap((run) => {
    const where = `[${run.instances} instance${run.instances > 1 ? "s" : ""}]`;
    return [
      ...run.endpoints.flatMap((row) => {
        const verdict = judgeEndpoint(row);
        return verdict.status === "FAIL" ? [`${where} ${row.endpoint}: ${verdict.reasons.join("; ")}`] : [];
      }),
      ...run.rssKb.flatMap((rssKb, index) => {
        const verdict = judgeRss(rssKb);
        return verdict.status === "FAIL" ? [`${where} instance ${index + 1}: ${verdict.reasons.join("; ")}`] : [];
      }),
    ];
  });

const verdictText = (verdict: Judged) => (verdict.status === "FAIL" ? `FAIL (${verdict.reasons.join("; ")})` : verdict.status);
const mb = (kilobytes: number | undefined) => (kilobytes === undefined ? "n/a" : `${(kilobytes / 1024).toFixed(1)} MB`);
const milliseconds = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

const header = `${"endpoint".padEnd(46)}${"count".padStart(8)}${"req/s".padStart(8)}${"p50 ms".padStart(7)}${"p99 ms".padStart(7)}${"errors".padStart(8)}  budget`;

const rowLine = (row: EndpointSummary) =>
  [
    row.endpoint.padEnd(46),
    String(row.count).padStart(8),
    row.requestsPerSecond.toFixed(1).padStart(8),
    milliseconds(row.p50Ms).padStart(7),
    milliseconds(row.p99Ms).padStart(7),
    String(row.errors).padStart(8),
    `  ${row.endpoint === SIGN_IN && row.errors === 0 ? "- (argon2-bound: no latency budget)" : verdictText(judgeEndpoint(row))}`,
  ].join("");

const formatRun = (run: InstanceRun) => [
  "",
  `${run.instances} instance${run.instances > 1 ? "s (students and visitors round-robin)" : ""}: ${run.requestsPerSecond.toFixed(0)} req/s over ${run.elapsedSeconds.toFixed(1)} s, ${run.totalRequests} requests, ${run.totalErrors} errors`,
  header,
  ...run.endpoints.map(rowLine),
  ...run.endpoints.flatMap((row) => row.errorExamples.map((example) => `  ${row.endpoint} error: ${example}`)),
  ...run.phases.map(
    (phase) =>
      `every call but sign-in, ${phase.phase}: ${phase.count} requests, p50 ${milliseconds(phase.p50Ms)} ms, p99 ${milliseconds(phase.p99Ms)} ms`,
  ),
  ...run.rssKb.map(
    (rssKb, index) =>
      `RSS after the run, instance ${index + 1}: ${mb(rssKb)} (before it ${mb(run.rssBeforeKb[index])}; budget <= ${SCHOOL_DAY_BUDGETS.rssAfterLoadMb} MB) ${verdictText(judgeRss(rssKb))}`,
  ),
];

export const formatSchoolDay = (report: SchoolDayReport) => {
  const { settings, machine } = report;
  const [one, two] = report.runs;
  return [
    `School day: ${settings.students} students and ${settings.visitors} visitors at a time, ${settings.durationSeconds} s per run, think time ~${(settings.meanThinkMs / 1000).toFixed(1)} s; ${report.database}; node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), load average ${machine.loadAverage.map((load) => load.toFixed(1)).join(" -> ")}`,
    ...report.runs.flatMap(formatRun),
    "",
    one && two && report.scaling !== undefined
      ? `Scaling: 1 instance ${one.requestsPerSecond.toFixed(0)} req/s, 2 instances ${two.requestsPerSecond.toFixed(0)} req/s: ${report.scaling.toFixed(2)}x`
      : "Scaling: not measured",
    "",
    report.failures.length ? `Budgets failing (${report.failures.length}):` : "All budgets pass.",
    ...report.failures.map((failure) => `  - ${failure}`),
  ].join("\n");
};

/** DATA_DIR/bench/school-day-<timestamp>.json, next to the other bench reports. */
export const writeSchoolDayReport = (report: SchoolDayReport, projectRoot: string) => {
  const folder = resolve(projectRoot, process.env.DATA_DIR || "data", "bench");
  mkdirSync(folder, { recursive: true });
  const file = resolve(folder, `school-day-${report.startedAt.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
};

import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildWhatIsStale } from "../../../scripts/build-state.mjs";
import { startOwnPostgres, type OwnPostgres } from "../../test-support/own-postgres";
import { startAppServer } from "../app-server";
import type { BenchOptions } from "../args";
import { waitUntilQuiet } from "../load";
import { PROJECT_ROOT, readRssKb, stopProcess, type NodeProcess } from "../processes";
import { createSeededServerDatabase } from "../seed-volume";
import type { Instance } from "./browser";
import { MEAN_THINK_MS, SCHOOL_DAY } from "./day-plan";
import { createConnectionPool } from "./http-client";
import { playSchoolDay } from "./school-day-load";
import { collectFailures, formatSchoolDay, writeSchoolDayReport, type InstanceRun, type SchoolDayReport } from "./school-day-report";
import { enrolStudentsIn, type Student } from "./seed-students";

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** A few seconds of a small day first: JIT, caches and pools warm, as on a server that has been up a while. */
const WARM_UP = { seconds: 5, students: 20, visitors: 5, meanThinkMs: 200, seed: 7 } as const;
/** Both runs play the same day (the same sign-in moments, pauses and choices). */
const DAY_SEED = 2026;

const meanThinkMsOf = (options: BenchOptions) => (options.thinkSeconds === undefined ? MEAN_THINK_MS : options.thinkSeconds * 1000);

type Running = { apps: NodeProcess[] };

const playOn = async (
  instanceCount: number,
  context: { databaseUrl: string; workDir: string; students: Student[]; options: BenchOptions; running: Running },
): Promise<InstanceRun> => {
  const { databaseUrl, workDir, students, options, running } = context;
  // One after the other: each start migrates and seeds the reference data, which two at once would race on.
  const apps: NodeProcess[] = [];
  for (let index = 0; index < instanceCount; index += 1) {
    const app = await startAppServer({ dataDir: join(workDir, `instance-${instanceCount}-${index + 1}`), databaseUrl });
    running.apps.push(app);
    apps.push(app);
  }
  const instances: Instance[] = apps.map((app) => ({ url: app.url, agent: createConnectionPool() }));
  try {
    const courseIds = ((await (await fetch(`${apps[0]!.url}/api/courses`)).json()) as { id: number }[]).map((course) => course.id);
    progress(`${instanceCount} instance(s): warming up for ${WARM_UP.seconds} s...`);
    await playSchoolDay(instances, {
      students: students.slice(0, WARM_UP.students),
      visitors: WARM_UP.visitors,
      durationSeconds: WARM_UP.seconds,
      meanThinkMs: WARM_UP.meanThinkMs,
      courseIds,
      seed: WARM_UP.seed,
    });
    await Promise.all(apps.map((app) => waitUntilQuiet(app.url)));
    const rssBeforeKb = apps.map((app) => readRssKb(app.child.pid));
    progress(
      `${instanceCount} instance(s): ${students.length} students and ${SCHOOL_DAY.visitors} visitors for ${options.durationSeconds} s...`,
    );
    const result = await playSchoolDay(instances, {
      students,
      visitors: SCHOOL_DAY.visitors,
      durationSeconds: options.durationSeconds,
      meanThinkMs: meanThinkMsOf(options),
      courseIds,
      seed: DAY_SEED,
    });
    return { ...result, instances: instanceCount, rssKb: apps.map((app) => readRssKb(app.child.pid)), rssBeforeKb };
  } finally {
    for (const instance of instances) instance.agent.destroy();
    await Promise.all(apps.map((app) => stopProcess(app)));
  }
};

/**
 * `npm run bench -- --only school-day`: a busy school day on PostgreSQL, first against one instance of the
 * real server, then against two on the same database, and the table of both (docs/benchmark.md, "School day").
 * With DATABASE_URL it uses a throwaway database on that server, else a PostgreSQL 15 server of its own.
 */
export const runSchoolDay = async (options: BenchOptions) => {
  // The home page's HTML is part of the visitors' journey: the client build is needed too.
  buildWhatIsStale(PROJECT_ROOT, { client: true });
  const startedAt = new Date().toISOString();
  // Other work on the same cores moves every figure: the table says how busy the machine was.
  const loadAtStart = loadavg()[0]!;
  const workDir = mkdtempSync(join(tmpdir(), "college-school-day-"));
  const running: Running = { apps: [] };
  let ownPostgres: OwnPostgres | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const cleanUp = async () => {
    await Promise.all(running.apps.map((app) => stopProcess(app)));
    await dropDatabase?.().catch((error: unknown) => progress(`Could not drop the bench database: ${String(error)}`));
    ownPostgres?.remove();
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }

  try {
    let serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      progress("No DATABASE_URL: starting a PostgreSQL 15 server of our own...");
      ownPostgres = startOwnPostgres();
      serverUrl = ownPostgres.url;
    }
    progress("Seeding a throwaway database (the bench volume), then enrolling the students...");
    const database = await createSeededServerDatabase(serverUrl);
    dropDatabase = database.drop;
    const students = await enrolStudentsIn(database.url, SCHOOL_DAY.students);

    const runs: InstanceRun[] = [];
    for (const instanceCount of [1, 2])
      runs.push(await playOn(instanceCount, { databaseUrl: database.url, workDir, students, options, running }));
    const [one, two] = runs;
    const report: SchoolDayReport = {
      version: 1,
      scenario: "school-day",
      startedAt,
      finishedAt: new Date().toISOString(),
      settings: {
        durationSeconds: options.durationSeconds,
        students: students.length,
        visitors: SCHOOL_DAY.visitors,
        meanThinkMs: meanThinkMsOf(options),
      },
      machine: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? "unknown",
        loadAverage: [loadAtStart, loadavg()[0]!],
      },
      database: ownPostgres ? "own PostgreSQL 15 server (fsync off)" : "DATABASE_URL server",
      runs,
      scaling: one && two ? two.requestsPerSecond / one.requestsPerSecond : undefined,
      failures: collectFailures(runs),
    };
    console.log(formatSchoolDay(report));
    progress(`\nWritten to ${writeSchoolDayReport(report, PROJECT_ROOT)}`);
  } finally {
    await cleanUp();
  }
};

/**
 * `npm run bench`: the performance harness. Seeds realistic volume into a fresh database,
 * starts the real server and two bare baselines on loopback, drives each target with autocannon,
 * measures the front end in Chromium, prints one table with the budgets and writes it as JSON.
 * See README.md, section "Benchmark".
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { buildWhatIsStale } from "../../scripts/build-state.mjs";
import { prepareAdVisitors } from "./ad-visitors";
import { signInPool, startAppServer } from "./app-server";
import { isSchoolDayOnly, parseBenchArgs, type BenchOptions } from "./args";
import { startBaselines, type Baselines } from "./baselines";
import { measurePages } from "./browser-metrics";
import { measureBundles, pickHashedAsset } from "./bundle-size";
import { measureI18n } from "./i18n-size";
import { formatComparison, readReport } from "./compare";
import { runPass } from "./pass";
import { PROJECT_ROOT, readRssKb, stopProcess, type NodeProcess } from "./processes";
import { formatReport, judgeFrontend, judgeRuns, writeReport, type BenchReport, type DatabaseRun, type FrontendReport } from "./report";
import { createSeededServerDatabase, LONG_COURSE, seedEmbeddedDatabase, VOLUME } from "./seed-volume";
import { measureStartups, type StartupReport } from "./startup";
import { runSchoolDay } from "./school-day/run-school-day";
import { buildTargets } from "./targets";

const SESSION_POOL_SIZE = 50;
/** Visitors of the impression target: with 25 banners, 200,000 distinct (visitor, ad) pairs. */
const AD_VISITORS = 8_000;
const FRONTEND_PAGES = ["/", "/courses", "/pricing"];

// Progress goes to stderr so that stdout carries only the table (pipe it into a file or an issue).
const progress = (line: string) => process.stderr.write(`${line}\n`);

const benchDatabase = async (
  database: DatabaseRun["database"],
  app: NodeProcess,
  baselines: Baselines,
  options: BenchOptions,
  startup: StartupReport,
) => {
  const courses = (await (await fetch(`${app.url}/api/courses`)).json()) as { id: number; slug: string }[];
  // The course page is measured on the longest course (80 lessons): a course at full depth stays fast.
  const courseId = courses.find((course) => course.slug === LONG_COURSE.slug)?.id;
  if (!courseId) throw new Error(`GET /api/courses returned no ${LONG_COURSE.slug}`);
  progress(`Serving the banners to ${AD_VISITORS} visitors at their own addresses (their counting tickets)...`);
  const { adIds, visitors } = await prepareAdVisitors(app.url, AD_VISITORS);
  progress(`Signing in ${SESSION_POOL_SIZE} users for the /api/me session pool...`);
  const cookies = await signInPool(app.url, SESSION_POOL_SIZE);
  const allTargets = buildTargets({ cookies, courseId, adIds, adVisitors: visitors, assetPath: pickHashedAsset() });
  const unknown = options.only.filter((name) => !allTargets.some((target) => target.name === name));
  if (unknown.length)
    throw new Error(`Unknown target(s) for --only: ${unknown.join(", ")}. Known: ${allTargets.map((target) => target.name).join(", ")}`);
  const targets = options.only.length ? allTargets.filter((target) => options.only.includes(target.name)) : allTargets;

  const run: DatabaseRun = { database, passes: [], rssKb: [], startup };
  const passCount = options.repeat ? 2 : 1;
  for (let pass = 1; pass <= passCount; pass += 1) {
    progress(`Pass ${pass}/${passCount} on the ${database} database (${targets.length} targets, baselines alternating):`);
    run.passes.push(await runPass(app.url, baselines, targets, options, progress));
    run.rssKb.push(readRssKb(app.child.pid));
  }
  return run;
};

/** Once more on failure: another session rebuilding dist/client meanwhile swaps every hashed file. */
const measureFrontend = async (appUrl: string, attempt = 1): Promise<FrontendReport | undefined> => {
  progress("Front end: gzip sizes, then cold-cache page loads in Chromium...");
  try {
    return { bundles: measureBundles(), i18n: await measureI18n(), pages: await measurePages(appUrl, FRONTEND_PAGES) };
  } catch (error) {
    progress(`Front-end measurement failed: ${error instanceof Error ? error.message : String(error)}`);
    return attempt < 2 ? measureFrontend(appUrl, attempt + 1) : undefined;
  }
};

const main = async () => {
  const options = parseBenchArgs(process.argv.slice(2));
  // A scenario of its own (its servers, its database, its table): see docs/benchmark.md, "School day".
  if (isSchoolDayOnly(options)) return runSchoolDay(options);
  if (options.compare && options.compareWith) {
    console.log(formatComparison(readReport(options.compare), readReport(options.compareWith)));
    return;
  }
  // Read the old report first: a bad path should fail now, not after minutes of measuring.
  const previous = options.compare ? readReport(options.compare) : undefined;
  if (!options.databases.includes("embedded") && !process.env.DATABASE_URL)
    throw new Error("--database server needs DATABASE_URL (a PostgreSQL server the bench may create a database on)");
  // The bench measures what `npm start` runs: the compiled server and the built client.
  buildWhatIsStale(PROJECT_ROOT, { client: true });

  const startedAt = new Date().toISOString();
  const workDir = mkdtempSync(join(tmpdir(), "college-bench-"));
  const running: (NodeProcess | undefined)[] = [];
  const cleanUp = async () => {
    await Promise.all(running.map((child) => stopProcess(child)));
    rmSync(workDir, { recursive: true, force: true });
  };
  // Interrupted or killed: stop the children anyway, they would otherwise keep their ports and folders.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  process.once("exit", () => running.forEach((child) => child?.child.exitCode === null && child.child.kill("SIGTERM")));

  try {
    const runs: DatabaseRun[] = [];
    let baselines: Baselines | undefined;
    let frontend: FrontendReport | undefined;
    // The baselines answer the first app's course list; the front end is measured on the first app.
    const benchOn = async (
      database: DatabaseRun["database"],
      appOptions: { dataDir: string; databaseUrl?: string },
      startup: StartupReport,
    ) => {
      const app = await startAppServer(appOptions);
      running.push(app);
      if (!baselines) {
        baselines = await startBaselines(app.url, workDir);
        running.push(baselines.http, baselines.express);
      }
      runs.push(await benchDatabase(database, app, baselines, options, startup));
      if (!frontend && !options.skipFrontend) frontend = await measureFrontend(app.url);
      await stopProcess(app);
    };

    if (options.databases.includes("embedded")) {
      const dataDir = join(workDir, "embedded");
      progress(
        `Seeding ${VOLUME.extraCourses} extra courses, ${VOLUME.users} users, ${VOLUME.assessments} assessments, ${VOLUME.approvedAds} approved ads into ${dataDir}...`,
      );
      await seedEmbeddedDatabase(dataDir);
      progress("Memory and start: a first start on an empty folder, then three warm starts on the seeded one...");
      const startup = await measureStartups({ dataDir, emptyDataDir: join(workDir, "first-start") });
      await benchOn("embedded", { dataDir }, startup);
    }

    const databaseUrl = process.env.DATABASE_URL;
    if (options.databases.includes("server") && databaseUrl) {
      progress("DATABASE_URL is set: seeding a throwaway database on that server...");
      const database = await createSeededServerDatabase(databaseUrl);
      try {
        const serverOptions = { dataDir: join(workDir, "server"), databaseUrl: database.url };
        progress("Memory and start: three warm starts on the PostgreSQL server...");
        const startup = await measureStartups(serverOptions);
        await benchOn("server", serverOptions, startup);
      } finally {
        await database.drop();
      }
    }
    if (!baselines) throw new Error("Nothing was measured");

    const failures: string[] = [];
    const judgedRuns = judgeRuns(runs, failures);
    if (frontend) judgeFrontend(frontend, failures);
    const report: BenchReport = {
      version: 1,
      startedAt,
      finishedAt: new Date().toISOString(),
      settings: { durationSeconds: options.durationSeconds, connections: options.connections },
      machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? "unknown" },
      baselineBodyBytes: baselines.bodyBytes,
      runs: judgedRuns,
      frontend,
      failures,
    };
    console.log(formatReport(report));
    progress(`\nWritten to ${writeReport(report, PROJECT_ROOT)}`);
    if (previous) console.log(`\n${formatComparison(previous, report)}`);
  } finally {
    await cleanUp();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

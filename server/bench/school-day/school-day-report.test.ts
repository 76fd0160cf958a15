import { describe, expect, it } from "vitest";
import { collectFailures, formatSchoolDay, judgeEndpoint, judgeRss, type InstanceRun, type SchoolDayReport } from "./school-day-report";

const row = (endpoint: string, p99Ms: number, errors = 0) => ({
  endpoint,
  count: 100,
  requestsPerSecond: 10,
  p50Ms: p99Ms / 4,
  p99Ms,
  errors,
  errorExamples: errors ? ["503: The server is busy."] : [],
});

const run = (instances: number, requestsPerSecond: number, rows: ReturnType<typeof row>[], rssKb: (number | undefined)[]): InstanceRun => ({
  instances,
  elapsedSeconds: 60,
  totalRequests: requestsPerSecond * 60,
  requestsPerSecond,
  totalErrors: rows.reduce((sum, current) => sum + current.errors, 0),
  endpoints: rows,
  phases: [{ phase: "after", count: 100, p50Ms: 4, p99Ms: 40 }],
  rssKb,
  rssBeforeKb: rssKb.map(() => 100 * 1024),
});

describe("the school day's budgets", () => {
  it("hold every API call but sign-in to p99 under 100 ms", () => {
    expect(judgeEndpoint(row("GET /api/me/courses", 99.9))).toEqual({ status: "PASS", reasons: [] });
    expect(judgeEndpoint(row("GET /api/me/courses", 100))).toEqual({ status: "FAIL", reasons: ["p99 100 ms >= 100"] });
    expect(judgeEndpoint(row("POST /api/login", 2_400))).toEqual({ status: "PASS", reasons: [] });
  });

  it("allow no error anywhere, sign-in included", () => {
    expect(judgeEndpoint(row("POST /api/login", 300, 2))).toEqual({ status: "FAIL", reasons: ["2 errors"] });
    expect(judgeEndpoint(row("POST /api/exercises/:id/results", 150, 1))).toEqual({
      status: "FAIL",
      reasons: ["1 errors", "p99 150 ms >= 100"],
    });
  });

  it("hold each instance's RSS to the PostgreSQL server budget (150 MB)", () => {
    expect(judgeRss(150 * 1024).status).toBe("PASS");
    expect(judgeRss(151 * 1024)).toEqual({ status: "FAIL", reasons: ["RSS 151 MB > 150 MB"] });
    expect(judgeRss(undefined).status).toBe("PASS");
  });

  it("list each failure with its run and instance, and print the scaling of 2 instances over 1", () => {
    const runs = [
      run(1, 400, [row("GET /api/me/courses", 20), row("POST /api/login", 900)], [120 * 1024]),
      run(2, 600, [row("GET /api/lessons/:id", 130), row("POST /api/login", 500, 1)], [140 * 1024, 160 * 1024]),
    ];
    const failures = collectFailures(runs);
    expect(failures).toEqual([
      "[2 instances] GET /api/lessons/:id: p99 130 ms >= 100",
      "[2 instances] POST /api/login: 1 errors",
      "[2 instances] instance 2: RSS 160 MB > 150 MB",
    ]);
    const report: SchoolDayReport = {
      version: 1,
      scenario: "school-day",
      startedAt: "2026-11-27T09:00:00.000Z",
      finishedAt: "2026-11-27T09:03:00.000Z",
      settings: { durationSeconds: 60, students: 500, visitors: 50, meanThinkMs: 2_000 },
      machine: { node: "v20.20.2", cpus: 2, cpuModel: "test CPU", loadAverage: [1.5, 2.25] },
      database: "own PostgreSQL 15 server (fsync off)",
      runs,
      scaling: 1.5,
      failures,
    };
    const table = formatSchoolDay(report).split("\n");
    expect(table[0]).toContain("2 CPUs (test CPU), load average 1.5 -> 2.3");
    expect(table).toContain("Scaling: 1 instance 400 req/s, 2 instances 600 req/s: 1.50x");
    expect(table).toContain("Budgets failing (3):");
    expect(table.find((line) => line.startsWith("POST /api/login") && line.includes("argon2-bound"))).toBeDefined();
    expect(table).toContain("  POST /api/login error: 503: The server is busy.");
    expect(table).toContain("every call but sign-in, after: 100 requests, p50 4.0 ms, p99 40 ms");
    expect(table).toContain("RSS after the run, instance 2: 160.0 MB (before it 100.0 MB; budget <= 150 MB) FAIL (RSS 160 MB > 150 MB)");
  });
});

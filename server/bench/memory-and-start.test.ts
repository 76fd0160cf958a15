import { describe, expect, it } from "vitest";
import { formatReport, judgeRuns, type BenchReport, type DatabaseRun } from "./report";
import { median } from "./startup";

const run = (database: DatabaseRun["database"], rssMb: number[], warmStartsMs: number[]): DatabaseRun => ({
  database,
  passes: [{ rows: [], expressRuns: [5000] }],
  rssKb: rssMb.map((mb) => mb * 1024),
  startup: { warmStartsMs, rssAfterStartKb: [126 * 1024, 130 * 1024, 128 * 1024] },
});

const report = (runs: DatabaseRun[]) => {
  const failures: string[] = [];
  const judged = judgeRuns(runs, failures);
  const full: BenchReport = {
    version: 1,
    startedAt: "2026-11-24T15:00:00.000Z",
    finishedAt: "2026-11-24T15:05:00.000Z",
    settings: { durationSeconds: 5, connections: 50 },
    machine: { node: "v20", cpus: 2, cpuModel: "test" },
    baselineBodyBytes: 100,
    runs: judged,
    failures,
  };
  return { failures, text: formatReport(full) };
};

describe("the bench's memory and start section", () => {
  it("judges each database kind against its own resident-memory budget, pass by pass", () => {
    const { failures } = report([run("server", [148, 151], [700, 650, 800]), run("embedded", [310, 320], [950, 1000, 980])]);
    expect(failures).toEqual(["[server] pass 2: RSS after load 151 MB > 150 MB"]);
  });

  it("judges the median warm start against 1.5 s, and growth between identical passes", () => {
    const { failures } = report([run("embedded", [200, 240], [1400, 1600, 1700])]);
    expect(failures).toEqual(["[embedded] server RSS grew +20.0 % > 10 %", "[embedded] warm start 1600 ms >= 1500 ms"]);
  });

  it("prints the figures a closing note quotes", () => {
    const { text } = report([run("server", [148, 146], [840, 732, 636])]);
    expect(text).toContain("Memory and start (PostgreSQL server; the app's process)");
    expect(text).toContain("warm start to /api/ready: 732 ms (median of 840, 732, 636; budget < 1500 ms) PASS");
    expect(text).toContain("RSS after start: 128.0 MB (median)");
    expect(text).toContain("RSS after the load pass: 148.0 MB (budget <= 150 MB) PASS");
    expect(text).toMatch(/RSS after a second identical pass: 146\.0 MB PASS; growth -1\.4 % \(budget <= 10 %\) PASS/);
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

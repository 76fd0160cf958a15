import { describe, expect, it } from "vitest";
import { createRecorder, percentile } from "./endpoint-stats";

describe("percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("is a measured sample: the 50th and 99th of 1..100 are 50 and 99", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it("takes the slowest of few samples for p99, and 0 without samples", () => {
    expect(percentile([3, 8, 40], 99)).toBe(40);
    expect(percentile([3, 8, 40], 50)).toBe(8);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });
});

describe("the recorder", () => {
  it("summarises each endpoint: count, rate over the elapsed time, p50, p99, errors with their first examples", () => {
    const recorder = createRecorder();
    for (let ms = 1; ms <= 100; ms += 1) recorder.record({ endpoint: "GET /api/me/courses", latencyMs: ms, startedAt: 0 });
    recorder.record({ endpoint: "POST /api/login", latencyMs: 250, startedAt: 0 });
    recorder.record({ endpoint: "POST /api/login", latencyMs: 900, startedAt: 0, error: "503: busy" });
    for (const status of [500, 502, 504, 401])
      recorder.record({ endpoint: "GET /api/lessons/:id", latencyMs: 5, startedAt: 0, error: `${status}: failed` });

    const rows = recorder.summarise(10);
    expect(rows.map((row) => row.endpoint)).toEqual(["GET /api/lessons/:id", "GET /api/me/courses", "POST /api/login"]);
    expect(rows[1]).toEqual({
      endpoint: "GET /api/me/courses",
      count: 100,
      requestsPerSecond: 10,
      p50Ms: 50,
      p99Ms: 99,
      errors: 0,
      errorExamples: [],
    });
    expect(rows[2]).toMatchObject({ count: 2, p50Ms: 250, p99Ms: 900, errors: 1, errorExamples: ["503: busy"] });
    expect(rows[0]).toMatchObject({ count: 4, errors: 4, errorExamples: ["500: failed", "502: failed", "504: failed"] });
  });
});

describe("the recorder's phases", () => {
  it("count each sample in the phase its start falls in, and leave out what phaseOf leaves out", () => {
    const recorder = createRecorder({
      phaseOf: (sample) => (sample.endpoint === "POST /api/login" ? undefined : sample.startedAt < 1_000 ? "rush" : "after"),
    });
    for (let ms = 1; ms <= 100; ms += 1) recorder.record({ endpoint: "GET /api/session", latencyMs: ms * 10, startedAt: 500 });
    recorder.record({ endpoint: "GET /api/session", latencyMs: 3, startedAt: 1_000 });
    recorder.record({ endpoint: "GET /api/me/courses", latencyMs: 5, startedAt: 4_000 });
    recorder.record({ endpoint: "POST /api/login", latencyMs: 9_000, startedAt: 4_000 });

    expect(recorder.summarisePhases()).toEqual([
      { phase: "rush", count: 100, p50Ms: 500, p99Ms: 990 },
      { phase: "after", count: 2, p50Ms: 3, p99Ms: 5 },
    ]);
    expect(createRecorder().summarisePhases()).toEqual([]);
  });
});

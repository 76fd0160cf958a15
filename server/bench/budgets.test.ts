import { describe, expect, it } from "vitest";
import { judgeRow } from "./budgets";
import type { Row } from "./pass";

const row = (overrides: Partial<Row>): Row => ({
  name: "target",
  label: "target",
  kind: "public-read",
  requestsPerSecond: 1000,
  p50Ms: 5,
  p99Ms: 20,
  errors: 0,
  totalRequests: 3000,
  ...overrides,
});

describe("the bench budgets", () => {
  it("holds public reads to 0.85x bare Express", () => {
    expect(judgeRow(row({ ratioToExpress: 0.85 })).status).toBe("PASS");
    expect(judgeRow(row({ ratioToExpress: 0.84 }))).toEqual({ status: "FAIL", reasons: ["0.84x < 0.85x"] });
  });

  it("holds a static file to 0.8x of the static baseline, and only a row measured against it", () => {
    const asset = { kind: "static" as const, p99Ms: 120 };
    expect(judgeRow(row({ ...asset, ratioToStatic: 0.8 })).status).toBe("PASS");
    expect(judgeRow(row({ ...asset, ratioToStatic: 0.79 }))).toEqual({ status: "FAIL", reasons: ["0.79x static < 0.8x"] });
    // index.html has no static baseline: errors only, as before.
    expect(judgeRow(row({ ...asset, ratioToExpress: 0.1 })).status).toBe("PASS");
  });
});

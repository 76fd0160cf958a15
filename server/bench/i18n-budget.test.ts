import { describe, expect, it } from "vitest";
import { judgeI18n } from "./budgets";

const KB = 1024;

describe("the i18n budgets", () => {
  it("pass a small runtime and parts, and a first public page (core + site) within 25 KB", () => {
    expect(
      judgeI18n({ runtimeGzipBytes: 3.8 * KB, catalogueGzipBytes: { ja: { core: 3.4 * KB, site: 7.7 * KB, learner: 14 * KB } } }),
    ).toEqual({
      status: "PASS",
      reasons: [],
    });
  });

  it("name the runtime, a part over 25 KB and a first public page over 25 KB", () => {
    const verdict = judgeI18n({ runtimeGzipBytes: 6 * KB, catalogueGzipBytes: { de: { core: 12 * KB, site: 14 * KB, learner: 26 * KB } } });
    expect(verdict.status).toBe("FAIL");
    expect(verdict.reasons).toEqual([
      "i18n runtime 6.0 KB > 5 KB",
      "de learner catalogue 26.0 KB > 25 KB",
      "de first public page's catalogue 26.0 KB > 25 KB",
    ]);
  });
});

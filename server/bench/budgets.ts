import type { Row } from "./pass";

/** The performance budgets (README, Benchmark). They are printed as PASS/FAIL, never asserted: a bench run is not a test. */
export const BUDGETS = {
  publicReadRatio: 0.85,
  /** A hashed asset against bare node:http sending the same file with the same encoding (the static baseline). */
  staticRatio: 0.8,
  sessionReadRatio: 0.3,
  counterRatio: 0.3,
  apiP99Ms: 50,
  homeJsGzipBytes: 150 * 1024,
  /** Lingui and the app's i18n glue, on every page (issue 32). */
  i18nRuntimeGzipBytes: 5 * 1024,
  /** A language's catalogue on demand: what its first public page fetches (core + site), and any one part. */
  catalogueGzipBytes: 25 * 1024,
  lcpMs: 1_000,
  cls: 0.05,
  rssGrowthPercent: 10,
  warmStartMs: 1_500,
  /** Resident memory after the load pass, per database kind (the app's process only). */
  rssAfterLoadMb: { embedded: 350, server: 150 },
} as const;

export type Verdict = { status: "PASS" | "FAIL" | "-"; reasons: string[] };

const verdict = (checks: { isOk: boolean; reason: string }[]): Verdict => {
  if (checks.length === 0) return { status: "-", reasons: [] };
  const reasons = checks.filter((check) => !check.isOk).map((check) => check.reason);
  return { status: reasons.length ? "FAIL" : "PASS", reasons };
};

/**
 * Per row: public reads >= 0.85x Express, /api/me and the impression counter >= 0.3x, p99 < 50 ms on API targets,
 * a static file measured against the static baseline >= 0.8x of it, 0 errors.
 * Sign-in has no latency budget: argon2 bounds it, so its p99 is about connections / (logins per second)
 * whatever the code does (Little's law); its number is the logins/s.
 */
export const judgeRow = (row: Row): Verdict => {
  if (row.kind === "baseline") return verdict([]);
  const checks = [{ isOk: row.errors === 0, reason: `${row.errors} errors` }];
  const ratio = row.ratioToExpress ?? 0;
  if (row.kind === "public-read")
    checks.push({ isOk: ratio >= BUDGETS.publicReadRatio, reason: `${ratio.toFixed(2)}x < ${BUDGETS.publicReadRatio}x` });
  if (row.kind === "session-read")
    checks.push({ isOk: ratio >= BUDGETS.sessionReadRatio, reason: `${ratio.toFixed(2)}x < ${BUDGETS.sessionReadRatio}x` });
  if (row.kind === "counter")
    checks.push({ isOk: ratio >= BUDGETS.counterRatio, reason: `${ratio.toFixed(2)}x < ${BUDGETS.counterRatio}x` });
  if (row.ratioToStatic !== undefined) {
    const staticRatio = row.ratioToStatic;
    checks.push({ isOk: staticRatio >= BUDGETS.staticRatio, reason: `${staticRatio.toFixed(2)}x static < ${BUDGETS.staticRatio}x` });
  }
  if (row.kind === "public-read" || row.kind === "session-read" || row.kind === "counter" || row.kind === "api") {
    checks.push({ isOk: row.p99Ms < BUDGETS.apiP99Ms, reason: `p99 ${row.p99Ms} ms >= ${BUDGETS.apiP99Ms}` });
  }
  return verdict(checks);
};

export const judgeRssGrowth = (firstKb: number, secondKb: number): Verdict & { growthPercent: number } => {
  const growthPercent = ((secondKb - firstKb) / firstKb) * 100;
  return {
    ...verdict([
      { isOk: growthPercent <= BUDGETS.rssGrowthPercent, reason: `+${growthPercent.toFixed(1)} % > ${BUDGETS.rssGrowthPercent} %` },
    ]),
    growthPercent,
  };
};

export const judgeHomeJs = (gzipBytes: number) =>
  verdict([
    { isOk: gzipBytes <= BUDGETS.homeJsGzipBytes, reason: `${(gzipBytes / 1024).toFixed(1)} KB > ${BUDGETS.homeJsGzipBytes / 1024} KB` },
  ]);

/** The i18n runtime on every page; per language, the first public page's catalogue (core + site) and each part. */
export const judgeI18n = (sizes: { runtimeGzipBytes: number; catalogueGzipBytes: Record<string, Record<string, number>> }) =>
  verdict([
    {
      isOk: sizes.runtimeGzipBytes <= BUDGETS.i18nRuntimeGzipBytes,
      reason: `i18n runtime ${(sizes.runtimeGzipBytes / 1024).toFixed(1)} KB > ${BUDGETS.i18nRuntimeGzipBytes / 1024} KB`,
    },
    ...Object.entries(sizes.catalogueGzipBytes).flatMap(([locale, parts]) => [
      ...Object.entries(parts).map(([part, bytes]) => ({
        isOk: bytes <= BUDGETS.catalogueGzipBytes,
        reason: `${locale} ${part} catalogue ${(bytes / 1024).toFixed(1)} KB > ${BUDGETS.catalogueGzipBytes / 1024} KB`,
      })),
      {
        isOk: (parts.core ?? 0) + (parts.site ?? 0) <= BUDGETS.catalogueGzipBytes,
        reason: `${locale} first public page's catalogue ${(((parts.core ?? 0) + (parts.site ?? 0)) / 1024).toFixed(1)} KB > ${BUDGETS.catalogueGzipBytes / 1024} KB`,
      },
    ]),
  ]);

export const judgePage = (page: { lcpMs: number | null; cls: number }) =>
  verdict([
    {
      isOk: page.lcpMs !== null && page.lcpMs <= BUDGETS.lcpMs,
      reason: page.lcpMs === null ? "no LCP entry" : `LCP ${page.lcpMs.toFixed(0)} ms > ${BUDGETS.lcpMs}`,
    },
    { isOk: page.cls < BUDGETS.cls, reason: `CLS ${page.cls.toFixed(3)} >= ${BUDGETS.cls}` },
  ]);

export const judgeWarmStart = (medianMs: number) =>
  verdict([{ isOk: medianMs < BUDGETS.warmStartMs, reason: `warm start ${medianMs.toFixed(0)} ms >= ${BUDGETS.warmStartMs} ms` }]);

export const judgeRssAfterLoad = (database: keyof typeof BUDGETS.rssAfterLoadMb, rssKb: number) => {
  const budgetMb = BUDGETS.rssAfterLoadMb[database];
  return verdict([{ isOk: rssKb / 1024 <= budgetMb, reason: `RSS after load ${(rssKb / 1024).toFixed(0)} MB > ${budgetMb} MB` }]);
};

import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import type { Target } from "./targets";

export type Measurement = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  totalRequests: number;
};

export type LoadSettings = { durationSeconds: number; connections: number };

/** One autocannon run; the result is reduced to the numbers the table shows. */
export const measure = async (baseUrl: string, target: Target, settings: LoadSettings): Promise<Measurement> => {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: target.connections ?? settings.connections,
    duration: settings.durationSeconds,
    // A slow answer should be counted as slow, not dropped as a timeout.
    timeout: 30,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    totalRequests: result.requests.total,
  };
};

/** Warm-up length: enough for tsx's first compile, the JIT and the caches, short next to the run. */
export const warmUpSeconds = (durationSeconds: number) => Math.min(2, Math.max(1, Math.round(durationSeconds / 5)));

/** Runs without measuring: the numbers of a cold server are not the server's numbers. */
export const warmUp = async (baseUrl: string, target: Target, settings: LoadSettings) => {
  await measure(baseUrl, target, { ...settings, durationSeconds: warmUpSeconds(settings.durationSeconds) });
};

/**
 * When autocannon stops, the server still works through what was queued (50 sign-ins take seconds of
 * argon2). Wait until a trivial request is fast again, so that backlog is not billed to the next run.
 */
export const waitUntilQuiet = async (baseUrl: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  let fastInARow = 0;
  while (Date.now() < deadline && fastInARow < 3) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    fastInARow = performance.now() - started < 10 ? fastInARow + 1 : 0;
    await sleep(20);
  }
};

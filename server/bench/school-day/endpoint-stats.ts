/** One endpoint's figures over a run: what the table shows for it. */
export type EndpointSummary = {
  /** Method and route pattern, e.g. "GET /api/lessons/:id". */
  endpoint: string;
  count: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The first few failures, "status: body" or the socket error, to tell why without a rerun. */
  errorExamples: string[];
};

const ERROR_EXAMPLES_KEPT = 3;

/**
 * Nearest-rank percentile (the smallest sample with at least p % of the samples at or below it): an
 * actual measured latency, never an interpolation between two. 0 for no samples.
 */
export const percentile = (sortedMs: readonly number[], percent: number) => {
  if (sortedMs.length === 0) return 0;
  const rank = Math.ceil((percent / 100) * sortedMs.length);
  return sortedMs[Math.min(sortedMs.length, Math.max(1, rank)) - 1]!;
};

/** The latencies of a stretch of the run (the sign-in rush, the rest), all endpoints but those left out. */
export type PhaseSummary = { phase: string; count: number; p50Ms: number; p99Ms: number };

export type Sample = {
  endpoint: string;
  latencyMs: number;
  /** Date.now() when the request was sent. */ startedAt: number;
  error?: string;
};

type Samples = { latenciesMs: number[]; errors: number; errorExamples: string[] };

const sortedCopy = (values: number[]) => [...values].sort((first, second) => first - second);

/**
 * Collects every request's latency per endpoint; summarise() turns them into the table's rows. With
 * `phaseOf`, each sample also counts in its phase (undefined: in none), to tell a rush from the rest.
 */
export const createRecorder = (options: { phaseOf?: (sample: Sample) => string | undefined } = {}) => {
  const byEndpoint = new Map<string, Samples>();
  const byPhase = new Map<string, number[]>();
  const samplesOf = (endpoint: string) => {
    let samples = byEndpoint.get(endpoint);
    if (!samples) {
      samples = { latenciesMs: [], errors: 0, errorExamples: [] };
      byEndpoint.set(endpoint, samples);
    }
    return samples;
  };
  return {
    /** A failed request counts in the latencies too: a slow 503 is still a slow answer. */
    record: (sample: Sample) => {
      const samples = samplesOf(sample.endpoint);
      samples.latenciesMs.push(sample.latencyMs);
      const phase = options.phaseOf?.(sample);
      if (phase !== undefined) {
        if (!byPhase.has(phase)) byPhase.set(phase, []);
        byPhase.get(phase)!.push(sample.latencyMs);
      }
      if (sample.error === undefined) return;
      samples.errors += 1;
      if (samples.errorExamples.length < ERROR_EXAMPLES_KEPT) samples.errorExamples.push(sample.error);
    },
    /** Phases in the order they were first seen. */
    summarisePhases: (): PhaseSummary[] =>
      [...byPhase.entries()].map(([phase, latencies]) => {
        const sorted = sortedCopy(latencies);
        return { phase, count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
      }),
    /** Rows sorted by endpoint name, rates over the given seconds. */
    summarise: (elapsedSeconds: number): EndpointSummary[] =>
      [...byEndpoint.entries()]
        .sort(([first], [second]) => first.localeCompare(second))
        .map(([endpoint, samples]) => {
          const sorted = sortedCopy(samples.latenciesMs);
          return {
            endpoint,
            count: sorted.length,
            requestsPerSecond: sorted.length / elapsedSeconds,
            p50Ms: percentile(sorted, 50),
            p99Ms: percentile(sorted, 99),
            errors: samples.errors,
            errorExamples: samples.errorExamples,
          };
        }),
  };
};

export type Recorder = ReturnType<typeof createRecorder>;

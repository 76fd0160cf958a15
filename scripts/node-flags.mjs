// @ts-check
/**
 * The node flags the server runs with, wherever it runs: `npm start` (package.json), the systemd unit and
 * the container image in docs/deploy/, and the benchmark. scripts/node-flags.test.ts keeps them in step.
 *
 * --max-old-space-size=192: without a cap V8 sizes its heap from the machine's memory (4 GB here) and lets
 * it grow well past what the app uses before collecting in earnest; after a load pass on a PostgreSQL
 * server the process held 160-220 MB instead of 145-150 (docs/benchmark.md). The app's live heap is about
 * 30 MB; the cap leaves room for a backup's dump text. A 1 GB machine gets about 256 MB from V8 anyway.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192"];

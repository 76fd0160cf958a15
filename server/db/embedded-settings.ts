import { setFlagsFromString } from "node:v8";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * PostgreSQL settings for the embedded database. PGlite starts with PostgreSQL's defaults, sized for a
 * server of its own: 128 MB of shared buffers, touched at start, is most of the process's memory. The
 * school's data is read through the operating system's file cache anyway, so small buffers cost little
 * (measurements: decision 0024). EMBEDDED_DB_SETTINGS overrides any of them.
 */
export const EMBEDDED_DB_DEFAULTS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
};

/** "name=value name=value" (spaces or commas between pairs), as EMBEDDED_DB_SETTINGS holds it. */
const SETTING_PAIR = /^([a-z_]+)=([A-Za-z0-9.]+)$/;

export const parseDbSettings = (text: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (text ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((pair) => {
        const match = SETTING_PAIR.exec(pair);
        if (!match) throw new Error(`not a name=value setting: ${pair}`);
        return [match[1]!, match[2]!];
      }),
  );

/** PGlite's own start parameters plus ours, as `-c name=value` arguments. */
export const embeddedPgliteOptions = (overrides: Record<string, string> = {}): PGliteOptions => ({
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries({ ...EMBEDDED_DB_DEFAULTS, ...overrides }).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ],
});

/**
 * PGlite is PostgreSQL compiled to WebAssembly, about 9 MB of it. By default V8 compiles it twice: at once
 * with its baseline compiler (Liftoff), then again in the background with its optimising one (TurboFan),
 * which holds well over 100 MB while it works and keeps the optimised code. On this app's load the
 * optimised code buys nothing measurable (the database is not the bottleneck; docs/benchmark.md), so the
 * embedded database keeps the baseline code only. It must be set before the module is compiled, and it
 * applies to the whole process: the server with a PostgreSQL server never loads PGlite and is not affected.
 */
const useBaselineWasmCompilerOnly = () => setFlagsFromString("--liftoff-only");

/**
 * Every PGlite the app opens (its embedded database, a backup's scratch copy): on `folder`, or in memory
 * without one, with the settings above and the baseline compiler only.
 */
export const createEmbeddedPglite = (folder?: string, overrides: Record<string, string> = {}) => {
  useBaselineWasmCompilerOnly();
  return PGlite.create({ dataDir: folder, ...embeddedPgliteOptions(overrides) });
};

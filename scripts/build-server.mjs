// @ts-check
/**
 * `npm run build:server`: compiles the server (TypeScript) into dist/server with esbuild, one file per
 * entry point plus shared chunks, and source maps so that stack traces name the TypeScript lines.
 * Packages stay in node_modules (never bundled): the same versions as in development, native ones included.
 */
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SERVER_ENTRY_POINTS, SERVER_OUT_DIR } from "./build-state.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

// A clean folder: chunk names carry hashes, old ones would pile up.
rmSync(`${root}/${SERVER_OUT_DIR}`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRY_POINTS.map((entry) => `server/${entry}.ts`),
  outbase: "server",
  outdir: SERVER_OUT_DIR,
  bundle: true,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Keeps function and class names in logs and error messages.
  keepNames: true,
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`Server built into ${SERVER_OUT_DIR} (${(bytes / 1024).toFixed(0)} KB of JavaScript).`);

// @ts-check
/**
 * Whether dist/ is older than its sources. Read by `npm start` (scripts/start.mjs) and the benchmark, in
 * plain JavaScript: it must run before anything is compiled.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const SERVER_OUT_DIR = "dist/server";
/** The server's programs, relative to server/ without extension: compiled to dist/server/<entry>.js. */
export const SERVER_ENTRY_POINTS = ["main", "scripts/migrate", "scripts/admin-create", "scripts/restore-backup"];

const CLIENT_SOURCES = [
  "client/src",
  "client/public",
  "client/index.html",
  "shared",
  "vite.config.ts",
  "tailwind.config.ts",
  "package.json",
];
const SERVER_SOURCES = ["server", "shared", "package.json", "tsconfig.json", "scripts/build-server.mjs", "scripts/build-state.mjs"];

/** @param {string} path @returns {number} the newest modification time under path (0 when missing) */
export const newestModification = (path) => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
};

/** @param {string} root @param {string} builtFile @param {string[]} sources */
const isStale = (root, builtFile, sources) => {
  const built = join(root, builtFile);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestModification(join(root, source)) > builtAt);
};

/** @param {string} root the repository */
export const isClientBuildStale = (root) => isStale(root, "dist/client/index.html", CLIENT_SOURCES);

/** @param {string} root the repository */
export const isServerBuildStale = (root) =>
  SERVER_ENTRY_POINTS.some((entry) => isStale(root, `${SERVER_OUT_DIR}/${entry}.js`, SERVER_SOURCES));

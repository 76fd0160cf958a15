// @ts-check
/**
 * Whether dist/ is older than its sources, and the rebuild. Used by `npm start` (scripts/start.mjs) and the
 * benchmark, in plain JavaScript: it must run before anything is compiled.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const SERVER_OUT_DIR = "dist/server";
/** The server's programs, relative to server/ without extension: compiled to dist/server/<entry>.js. */
export const SERVER_ENTRY_POINTS = ["main", "scripts/migrate", "scripts/admin-create", "scripts/restore-backup", "scripts/decrypt-backup"];

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

/** A stale build that cannot be rebuilt here: the build tool is not installed (a production install). */
export class BuildToolMissingError extends Error {}

/**
 * Rebuilds, each in a child process (so the build tools' memory is gone before anything else runs), the
 * server and, with `client`, the client, whichever is missing or older than its sources. Output goes to
 * stderr: the bench keeps stdout for its table. Always the production build of React, whatever NODE_ENV
 * the caller runs under (tests use "test").
 * @param {string} root the repository
 * @param {{ client: boolean }} options
 */
export const buildWhatIsStale = (root, { client }) => {
  /** @param {string} what @param {string} tool the package a production install leaves out @param {string[]} command */
  const build = (what, tool, command) => {
    if (!existsSync(join(root, "node_modules", tool)))
      throw new BuildToolMissingError(
        `The ${what} build is missing or older than its sources, and ${tool} is not installed (a production install?).`,
      );
    console.error(`Building the ${what} (the build is missing or older than its sources)...`);
    const result = spawnSync(process.execPath, command, {
      cwd: root,
      stdio: ["ignore", 2, 2],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`The ${what} build failed (exit ${result.status})`);
  };
  if (isServerBuildStale(root)) build("server", "esbuild", ["scripts/build-server.mjs"]);
  if (client && isClientBuildStale(root)) build("client", "vite", ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
};

// @ts-check
/**
 * `npm start` (and the database tools): runs the compiled server with plain node. Builds first, in child
 * processes, whatever is missing or older than its sources, so the build tools' memory is gone before the
 * server starts. `node scripts/start.mjs [program] [arguments]`, program one of SERVER_ENTRY_POINTS
 * without "scripts/" (default: main, the web server).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isClientBuildStale, isServerBuildStale, SERVER_ENTRY_POINTS, SERVER_OUT_DIR } from "./build-state.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const requested = process.argv[2] && !process.argv[2].startsWith("-") ? process.argv[2] : "main";
const entry = SERVER_ENTRY_POINTS.find((name) => name === requested || name === `scripts/${requested}`);
if (!entry) {
  console.error(`Unknown program "${requested}". Known: ${SERVER_ENTRY_POINTS.map((name) => name.replace("scripts/", "")).join(", ")}`);
  process.exit(2);
}
// The program reads its own arguments from process.argv.slice(2), as when it is run directly.
if (requested === process.argv[2]) process.argv.splice(2, 1);

/**
 * @param {string} what "server" or "client"
 * @param {string} tool the build tool's package, which a production install (--omit=dev) leaves out
 * @param {string[]} command the script and its arguments, from the repository root
 */
const build = (what, tool, command) => {
  if (!existsSync(join(root, "node_modules", tool))) {
    console.error(`The ${what} build is missing or older than its sources, and ${tool} is not installed (a production install?).`);
    console.error("Run `npm run build` where the development dependencies are installed, then start again.");
    process.exit(1);
  }
  console.log(`Building the ${what} (the build is missing or older than its sources)...`);
  // Always the production build of React, whatever NODE_ENV this server runs under (tests use "test").
  execFileSync(process.execPath, command, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
};

if (isServerBuildStale(root)) build("server", "esbuild", ["scripts/build-server.mjs"]);
if (entry === "main" && isClientBuildStale(root)) build("client", "vite", ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);

// Stack traces in TypeScript terms, from the maps written next to the compiled files.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_OUT_DIR, `${entry}.js`)).href);

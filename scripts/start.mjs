// @ts-check
/**
 * `npm start` (and the database tools): runs the compiled server with plain node. Builds first, in child
 * processes, whatever is missing or older than its sources, so the build tools' memory is gone before the
 * server starts. `node scripts/start.mjs [program] [arguments]`, program one of SERVER_ENTRY_POINTS
 * without "scripts/" (default: main, the web server).
 */
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BuildToolMissingError, buildWhatIsStale, SERVER_ENTRY_POINTS, SERVER_OUT_DIR } from "./build-state.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const requested = process.argv[2] && !process.argv[2].startsWith("-") ? process.argv[2] : "main";
const entry = SERVER_ENTRY_POINTS.find((name) => name === requested || name === `scripts/${requested}`);
if (!entry) {
  console.error(`Unknown program "${requested}". Known: ${SERVER_ENTRY_POINTS.map((name) => name.replace("scripts/", "")).join(", ")}`);
  process.exit(2);
}
// The program reads its own arguments from process.argv.slice(2), as when it is run directly.
if (requested === process.argv[2]) process.argv.splice(2, 1);

try {
  buildWhatIsStale(root, { client: entry === "main" });
} catch (error) {
  if (!(error instanceof BuildToolMissingError)) throw error;
  console.error(error.message);
  console.error("Run `npm run build` where the development dependencies are installed, then start again.");
  process.exit(1);
}

// Stack traces in TypeScript terms, from the maps written next to the compiled files.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_OUT_DIR, `${entry}.js`)).href);

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// `npm start`: rebuild the client when the build is missing or older than its sources, then serve.
const root = fileURLToPath(new URL("../..", import.meta.url));
const builtIndex = join(root, "dist/client/index.html");
const SOURCES = ["client/src", "client/public", "client/index.html", "shared", "vite.config.ts", "tailwind.config.ts", "package.json"];

const newestModification = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
};

const isBuildStale = () => {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestModification(join(root, source)) > builtAt);
};

if (isBuildStale()) {
  console.log("Building the client (the build is missing or older than its sources)...");
  execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Always the production build of React, whatever NODE_ENV this server runs under (tests use "test").
    env: { ...process.env, NODE_ENV: "production" },
  });
}

const { startServer } = await import("../index");
await startServer();

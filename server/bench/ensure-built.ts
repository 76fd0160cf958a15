import { spawnSync } from "node:child_process";
import { isClientBuildStale, isServerBuildStale } from "../../scripts/build-state.mjs";
import { PROJECT_ROOT } from "./processes";

const runBuild = (label: string, args: string[]) => {
  console.error(`${label} build is missing or older than its sources: building...`);
  // NODE_ENV=production explicitly: under any other value Vite bundles React's development build.
  const result = spawnSync(process.execPath, args, {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", 2, 2],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`${label} build failed (exit ${result.status})`);
};

/** The bench measures what `npm start` runs: the compiled server and the built client, rebuilt when stale. */
export const ensureBuilt = () => {
  if (isServerBuildStale(PROJECT_ROOT)) runBuild("The server", ["scripts/build-server.mjs"]);
  if (isClientBuildStale(PROJECT_ROOT)) runBuild("The client", ["node_modules/vite/bin/vite.js", "build"]);
};

import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pickHashedAsset } from "./bundle-size";
import { PROJECT_ROOT, startNodeProcess, waitUntilReady, type NodeProcess } from "./processes";

export type Baselines = {
  http: NodeProcess;
  express: NodeProcess;
  bodyBytes: number;
  /** The static baseline: the node:http process answering the hashed asset's .br file at its path. */
  staticFile?: { path: string; bytes: number };
};

const BASELINE_SCRIPT = "server/bench/baseline-server.ts";

/**
 * Starts the bare node:http and bare Express 5 baselines on loopback, each answering exactly the
 * bytes of the app's course list (fetched from the running app), so that body size is not a variable.
 * The node:http one also answers the asset target's path with the same .br file the app sends for it
 * (the static baseline), when the client is built.
 */
export const startBaselines = async (appUrl: string, workDir: string): Promise<Baselines> => {
  const response = await fetch(`${appUrl}/api/courses`);
  if (!response.ok) throw new Error(`GET /api/courses answered ${response.status}; cannot size the baselines`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(workDir, "baseline-body.json");
  writeFileSync(bodyFile, body);
  const assetPath = pickHashedAsset();
  const assetFile = assetPath ? join(PROJECT_ROOT, "dist", "client", `${assetPath}.br`) : undefined;
  const staticArgs = assetPath && assetFile && existsSync(assetFile) ? [assetFile, assetPath] : [];
  const env = { NODE_ENV: "production" };
  const http = await startNodeProcess(BASELINE_SCRIPT, { env, args: ["http", bodyFile, ...staticArgs] });
  const express = await startNodeProcess(BASELINE_SCRIPT, { env, args: ["express", bodyFile] });
  await Promise.all([waitUntilReady(http, "/", 30_000), waitUntilReady(express, "/", 30_000)]);
  const staticFile = staticArgs.length ? { path: assetPath!, bytes: statSync(assetFile!).size } : undefined;
  return { http, express, bodyBytes: body.length, staticFile };
};

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startNodeProcess, waitUntilReady, type NodeProcess } from "./processes";

export type Baselines = { http: NodeProcess; express: NodeProcess; bodyBytes: number };

const BASELINE_SCRIPT = "server/bench/baseline-server.ts";

/**
 * Starts the bare node:http and bare Express 5 baselines on loopback, each answering exactly the
 * bytes of the app's course list (fetched from the running app), so that body size is not a variable.
 */
export const startBaselines = async (appUrl: string, workDir: string): Promise<Baselines> => {
  const response = await fetch(`${appUrl}/api/courses`);
  if (!response.ok) throw new Error(`GET /api/courses answered ${response.status}; cannot size the baselines`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(workDir, "baseline-body.json");
  writeFileSync(bodyFile, body);
  const env = { NODE_ENV: "production" };
  const http = await startNodeProcess(BASELINE_SCRIPT, { env, args: ["http", bodyFile] });
  const express = await startNodeProcess(BASELINE_SCRIPT, { env, args: ["express", bodyFile] });
  await Promise.all([waitUntilReady(http, "/", 30_000), waitUntilReady(express, "/", 30_000)]);
  return { http, express, bodyBytes: body.length };
};

import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";
import { PROJECT_ROOT } from "../lib/project-root";

export { PROJECT_ROOT };
const LOG_TAIL_CHARS = 4_000;

export type NodeProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** performance.now() just before the spawn: start times count from here. */
  startedAt: number;
  logTail: () => string;
};

/** Asks the kernel for a free loopback port (the tiny race before the child binds it is harmless here). */
export const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

/** The app's node flags, as `npm start` passes them; BENCH_NODE_FLAGS replaces them to measure others. */
const serverNodeFlags = () => {
  const override = process.env.BENCH_NODE_FLAGS?.trim();
  return override ? override.split(/\s+/) : SERVER_NODE_FLAGS;
};

/**
 * Starts a script from the project root: compiled JavaScript with plain node (the app, as in production),
 * TypeScript through tsx (the baselines). Servers run as children, never inside the bench process, so
 * that autocannon's own CPU use is not billed to the server being measured.
 */
/** The variables of libfaketime (LD_PRELOAD and FAKETIME*), when the process runs under a moved clock. */
const clockEnvironment = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => (entry[0] === "LD_PRELOAD" || entry[0].startsWith("FAKETIME")) && entry[1] !== undefined,
    ),
  );

export const startNodeProcess = async (
  script: string,
  options: { env: Record<string, string> | ((port: number) => Record<string, string>); args?: string[] },
) => {
  const runner = script.endsWith(".ts") ? ["--import", "tsx"] : ["--enable-source-maps", ...serverNodeFlags()];
  const port = await findFreePort();
  const extraEnv = typeof options.env === "function" ? options.env(port) : options.env;
  // A clean environment: the caller's ADMIN_*, SMTP_URL or DATABASE_URL must not leak into a measurement.
  // Only the clock is passed on: under the moved clock of the date guard (faketime), the server must live
  // in the same time as the test that talks to it (signed webhooks carry the time).
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    ...clockEnvironment(),
    ...extraEnv,
    PORT: String(port),
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...runner, script, ...(options.args ?? [])], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const started: NodeProcess = { child, port, url: `http://127.0.0.1:${port}`, startedAt, logTail: () => log };
  return started;
};

/**
 * Polls a URL until it answers 2xx and returns the milliseconds since the spawn; fails early when the
 * child exits, with its last output. Polls every 20 ms: start times are measured with it.
 */
export const waitUntilReady = async (server: NodeProcess, path: string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${path} server exited (${server.child.exitCode}):\n${server.logTail()}`);
    try {
      const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return performance.now() - server.startedAt;
    } catch {
      // Not listening yet: try again shortly.
    }
    await sleep(20);
  }
  throw new Error(`${server.url}${path} not ready after ${timeoutMs / 1000} s:\n${server.logTail()}`);
};

/** SIGTERM (the server drains and closes its database), then SIGKILL if it hangs. */
export const stopProcess = async (server: NodeProcess | undefined, timeoutMs = 15_000) => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill("SIGTERM");
  const isStopped = await Promise.race([exited.then(() => true), sleep(timeoutMs).then(() => false)]);
  if (!isStopped) {
    server.child.kill("SIGKILL");
    await exited;
  }
};

const readStatusKb = (pid: number | undefined, field: "VmRSS" | "VmHWM"): number | undefined => {
  if (!pid) return undefined;
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
};

/** Resident memory of a child in kilobytes, from /proc (Linux); undefined elsewhere. */
export const readRssKb = (pid: number | undefined) => readStatusKb(pid, "VmRSS");

/** The most resident memory the child has had so far (its high-water mark), in kilobytes. */
export const readPeakRssKb = (pid: number | undefined) => readStatusKb(pid, "VmHWM");

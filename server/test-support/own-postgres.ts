import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's PostgreSQL 15 server programs (installed by `.ci/run`). */
export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

/** True where a throwaway PostgreSQL 15 server can be started (the binaries are installed). */
export const canStartOwnPostgres = () => existsSync(join(POSTGRES_BIN, "initdb"));

const randomPort = () => 56_000 + Math.floor(Math.random() * 2_000);

export type OwnPostgres = {
  /** postgres://app@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  start: () => void;
  /**
   * Stops the server: "fast" closes the connections and writes a checkpoint (a restart); "immediate" just
   * ends every process, as a crash does (the next start replays the write-ahead log).
   */
  stop: (mode?: "fast" | "immediate") => void;
  /** Stops it if it runs and deletes its folder. */
  remove: () => void;
};

/**
 * A PostgreSQL server of the caller's own in a temporary folder, so that stopping, restarting or filling
 * it harms no other test or benchmark. fsync is off: it holds test data only.
 */
export const startOwnPostgres = (): OwnPostgres => {
  const base = mkdtempSync(join(tmpdir(), "college-pg-"));
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(POSTGRES_BIN, command), ...args], { stdio: "pipe" })
      : execFileSync(join(POSTGRES_BIN, command), args, { stdio: "pipe" });
  if (isRoot)
    chownSync(base, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  asPostgres("initdb", ["-D", join(base, "data"), "-U", "app", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  // A random port in a range the kernel hands out for outgoing connections too: taken by chance, the
  // first start tries another (a restart keeps its port: the caller's connections name it).
  let port = randomPort();
  let isRunning = false;
  const start = () => {
    const serverOptions = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    asPostgres("pg_ctl", ["-D", join(base, "data"), "-l", join(base, "server.log"), "-w", "-t", "30", "-o", serverOptions, "start"]);
    isRunning = true;
  };
  const stop = (mode: "fast" | "immediate" = "fast") => {
    asPostgres("pg_ctl", ["-D", join(base, "data"), "-m", mode, "-w", "stop"]);
    isRunning = false;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      start();
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      port = randomPort();
    }
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: () => {
      try {
        // Its data is thrown away: no shutdown checkpoint to wait for.
        if (isRunning) stop("immediate");
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
};

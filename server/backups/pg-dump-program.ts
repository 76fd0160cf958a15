import { execFile } from "node:child_process";
import { preparePgDumpEnvironment } from "./pg-connection-env";
import { redactConnectionStrings } from "./redact";

export const PG_DUMP_MISSING =
  "pg_dump is not installed on this server: install the PostgreSQL client (version 15 or newer) to take backups";

type ExecError = Error & { code?: number | string | null; signal?: NodeJS.Signals | null };

/**
 * What went wrong, from the exit status and pg_dump's own words. Never execFile's `error.message`: that
 * is "Command failed: " and the whole command line, which is why nothing secret may be in argv either.
 */
export const describePgDumpFailure = (error: ExecError, stderr: string) => {
  const output = redactConnectionStrings(stderr.trim());
  let what: string;
  if (error.signal) what = `pg_dump was stopped by signal ${error.signal}`;
  else if (typeof error.code === "number") what = `pg_dump exited with code ${error.code}`;
  else if (error.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER")
    what = "pg_dump wrote more than the largest dump this server holds in memory";
  else what = `pg_dump could not be run (${error.code ?? "unknown error"})`;
  return output ? `${what}: ${output}` : what;
};

/**
 * Runs pg_dump (PG_DUMP_PATH, or the one on PATH) on the exported `snapshot`: the SQL it wrote. The
 * connection reaches it through the environment and a passfile (see pg-connection-env.ts), never as
 * arguments, which every user of the machine can read in /proc/<pid>/cmdline.
 */
export const runPgDump = async (databaseUrl: string, snapshot: string, tablesWithoutData: string[]) => {
  const { environment, cleanUp } = await preparePgDumpEnvironment(databaseUrl);
  try {
    return await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.PG_DUMP_PATH || "pg_dump",
        [
          "--no-owner",
          "--no-privileges",
          "--inserts",
          "--rows-per-insert=100",
          ...tablesWithoutData.map((name) => `--exclude-table-data=${name}`),
          `--snapshot=${snapshot}`,
        ],
        { maxBuffer: 2 * 1024 ** 3, encoding: "utf8", env: environment },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout);
          if ((error as ExecError).code === "ENOENT") return reject(new Error(PG_DUMP_MISSING));
          reject(new Error(describePgDumpFailure(error as ExecError, stderr)));
        },
      );
    });
  } finally {
    await cleanUp();
  }
};

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backupRuns, mailOutbox } from "../../shared/schema/operations";
import type { DatabaseHandle } from "../db/connection";
import { createCapturingLogger } from "../lib/logger";
import { createTestApp, post, signInAdmin } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { retentionOfEveryKind, type BackupConfig } from "./backup-config";
import { DATABASE_URL_UNREADABLE, parseConnectionUrl } from "./pg-connection-env";
import { redactConnectionStrings } from "./redact";
import { createSqlDump } from "./sql-dump";

// The password holds characters that must be percent-encoded in a URL and escaped in a passfile.
const PASSWORD = "s3cr%t:pw\\x";
const DATABASE_URL = `postgres://college:${encodeURIComponent(PASSWORD)}@db.internal:5433/college_live?sslmode=require&application_name=backups`;

/**
 * A server database handle whose pool never connects: its one client answers the snapshot transaction's
 * statements itself and reads the checksums from the test database. What is tested is the pg_dump call.
 */
const serverHandleWith = async (databaseUrl: string): Promise<DatabaseHandle> => {
  const database = await getTestDatabase();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const client = {
    query: async (text: string) => {
      if (/^(begin|rollback)\b/.test(text)) return { rows: [] };
      if (text.includes("pg_export_snapshot")) return { rows: [{ snapshot: "00000003-0000001B-1" }] };
      return database.sessionPool.query(text);
    },
    release: () => {},
  };
  pool.connect = (async () => client) as unknown as pg.Pool["connect"];
  return { ...database, kind: "server", pglite: undefined, exclusively: undefined, pool };
};

/** A pg_dump stand-in (PG_DUMP_PATH): a shell script whose body is `script`, in a folder of its own. */
const fakePgDump = (script: string) => {
  const folder = mkdtempSync(join(tmpdir(), "college-fake-pg-dump-"));
  const path = join(folder, "pg_dump");
  writeFileSync(path, `#!/bin/sh\n${script.replaceAll("$FOLDER", folder)}\n`, { mode: 0o755 });
  vi.stubEnv("PG_DUMP_PATH", path);
  return folder;
};

const backupConfig = (): BackupConfig => ({
  dir: mkdtempSync(join(tmpdir(), "college-backups-")),
  retention: retentionOfEveryKind(14),
  email: "ops@college.test",
  mailAttach: false,
  timeZone: "Africa/Johannesburg",
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("pg_dump's connection", () => {
  it("reaches pg_dump through its environment and a 0600 passfile removed afterwards, never its arguments", async () => {
    // DATABASE_URL in the app's own environment must not be passed on either.
    vi.stubEnv("DATABASE_URL", DATABASE_URL);
    vi.stubEnv("PGPASSWORD", "inherited-password");
    const folder = fakePgDump(
      [
        'for argument in "$@"; do printf "%s\\n" "$argument"; done > "$FOLDER/argv"',
        'env > "$FOLDER/env"',
        'cp "$PGPASSFILE" "$FOLDER/passfile"',
        'stat -c "%a" "$PGPASSFILE" "$(dirname "$PGPASSFILE")" > "$FOLDER/modes"',
        "printf '\\\\restrict abc\\nCREATE TABLE public.fake (id integer);\\n'",
      ].join("\n"),
    );
    const dump = await createSqlDump(await serverHandleWith(DATABASE_URL));

    expect(dump.sql).toBe("CREATE TABLE public.fake (id integer);\n");
    const argv = readFileSync(join(folder, "argv"), "utf8");
    expect(argv.split("\n").filter(Boolean)).toEqual([
      "--no-owner",
      "--no-privileges",
      "--inserts",
      "--rows-per-insert=100",
      "--exclude-table-data=public.sessions",
      "--snapshot=00000003-0000001B-1",
    ]);
    const environment = Object.fromEntries(
      readFileSync(join(folder, "env"), "utf8")
        .split("\n")
        .filter((line) => line.includes("="))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(environment).toMatchObject({
      PGHOST: "db.internal",
      PGPORT: "5433",
      PGUSER: "college",
      PGDATABASE: "college_live",
      PGSSLMODE: "require",
      PGAPPNAME: "backups",
    });
    expect(environment).not.toHaveProperty("DATABASE_URL");
    expect(environment).not.toHaveProperty("PGPASSWORD");
    expect(readFileSync(join(folder, "env"), "utf8")).not.toContain("s3cr");
    expect(readFileSync(join(folder, "passfile"), "utf8")).toBe("*:*:*:*:s3cr%t\\:pw\\\\x\n");
    expect(readFileSync(join(folder, "modes"), "utf8")).toBe("600\n700\n");
    expect(existsSync(environment.PGPASSFILE!)).toBe(false);
    expect(existsSync(join(environment.PGPASSFILE!, ".."))).toBe(false);
  });

  it("reads percent-encoded parts, socket folders and libpq parameters with the URL parser", () => {
    expect(parseConnectionUrl("postgresql://app%40school:p%40ss%2Fword@%2Fvar%2Frun%2Fpostgresql/my%20db")).toEqual({
      variables: { PGHOST: "/var/run/postgresql", PGUSER: "app@school", PGDATABASE: "my db" },
      password: "p@ss/word",
    });
    expect(parseConnectionUrl("postgres://u@[::1]:6432/db?host=/tmp/sockets&sslrootcert=/etc/ca.pem&password=a+b")).toEqual({
      variables: { PGHOST: "/tmp/sockets", PGPORT: "6432", PGUSER: "u", PGDATABASE: "db", PGSSLROOTCERT: "/etc/ca.pem" },
      password: "a+b",
    });
    // node-postgres's own ssl flag becomes libpq's sslmode; an explicit sslmode wins.
    expect(parseConnectionUrl("postgres://h/db?ssl=true").variables.PGSSLMODE).toBe("require");
    expect(parseConnectionUrl("postgres://h/db?ssl=true&sslmode=verify-full").variables.PGSSLMODE).toBe("verify-full");
    expect(() => parseConnectionUrl("postgres://user:secret@host:notaport/db")).toThrow(DATABASE_URL_UNREADABLE);
  });

  it("redacts the credentials of any connection string, whatever its scheme", () => {
    expect(redactConnectionStrings('connect to "postgres://college:secret@db/college" failed')).toBe(
      'connect to "postgres://[redacted]@db/college" failed',
    );
    expect(redactConnectionStrings("smtps://mail:p@ss@smtp.test:465 and host=db password=secret user=x")).toBe(
      "smtps://[redacted]@smtp.test:465 and host=db password=[redacted] user=x",
    );
    expect(redactConnectionStrings("postgres://db.internal/college")).toBe("postgres://db.internal/college");
  });
});

describe("a failed pg_dump", () => {
  const failDailyBackup = async (script: string) => {
    fakePgDump(script);
    const { logger, text: logText } = createCapturingLogger();
    const testApp = await createTestApp({ database: await serverHandleWith(DATABASE_URL), logger, config: { backups: backupConfig() } });
    const admin = await signInAdmin(testApp);
    const response = await post(admin, "/api/admin/backup/send-daily");
    const runs = await admin.get("/api/admin/backup/runs");
    const [run] = await testApp.db.select().from(backupRuns);
    const [mail] = await testApp.db.select().from(mailOutbox);
    return { response, runs, run: run!, mail: mail!, logText: logText() };
  };

  const expectNoPassword = (...texts: string[]) => {
    for (const text of texts) {
      expect(text).not.toContain("secret");
      expect(text).not.toContain("s3cr");
    }
  };

  it("stopped by SIGKILL is reported by its signal, without the command line", async () => {
    const result = await failDailyBackup("kill -9 $$");
    const error = "pg_dump was stopped by signal SIGKILL";
    expect(result.response.status).toBe(500);
    expect(result.response.body.message).toBe(`Failed to send daily backup report: ${error}`);
    expect(result.run).toMatchObject({ status: "failed", error });
    expect(result.runs.body.runs[0].error).toBe(error);
    expect(result.mail.subject).toBe("Daily backup report FAILED - 2026-11-21");
    expect(result.mail.textBody).toContain(`Backup FAILED: ${error}`);
    expect(result.logText).toContain("backup failed");
    expectNoPassword(result.response.text, result.runs.text, JSON.stringify(result.run), JSON.stringify(result.mail), result.logText);
  });

  it("exiting with an error reports its code and its stderr with connection strings redacted", async () => {
    const result = await failDailyBackup(
      "echo 'pg_dump: error: connection to postgres://college:secret@db.internal/college failed: password=secret' >&2; exit 1",
    );
    const error =
      "pg_dump exited with code 1: pg_dump: error: connection to postgres://[redacted]@db.internal/college failed: password=[redacted]";
    expect(result.response.status).toBe(500);
    expect(result.response.body.message).toBe(`Failed to send daily backup report: ${error}`);
    expect(result.run).toMatchObject({ status: "failed", error });
    expect(result.runs.body.runs[0].error).toBe(error);
    expect(result.mail.textBody).toContain(`Backup FAILED: ${error}`);
    expectNoPassword(result.response.text, result.runs.text, JSON.stringify(result.run), JSON.stringify(result.mail), result.logText);
  });

  it("an old run that stored a password is listed redacted", async () => {
    const testApp = await createTestApp({ config: { backups: backupConfig() } });
    const admin = await signInAdmin(testApp);
    await testApp.db
      .insert(backupRuns)
      .values({ kind: "daily", status: "failed", error: "Command failed: pg_dump --dbname=postgres://college:secret@db/college" });
    const runs = await admin.get("/api/admin/backup/runs");
    expect(runs.body.runs[0].error).toBe("Command failed: pg_dump --dbname=postgres://[redacted]@db/college");
  });
});

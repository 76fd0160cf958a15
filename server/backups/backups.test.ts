import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { EMERGENCY_REASON_REQUIRED, type BackupRunsResponse, type TakeBackupResponse } from "../../shared/api/backups";
import { auditLog } from "../../shared/schema/audit";
import { sessions, users } from "../../shared/schema/auth";
import { contacts } from "../../shared/schema/messages";
import { courses } from "../../shared/schema/courses";
import { backupRuns, mailOutbox } from "../../shared/schema/operations";
import { wrapPglite } from "../db/connection";
import { parseEnv } from "../env";
import { jobs } from "../jobs";
import { silentLogger } from "../lib/logger";
import { createMemoryMailer } from "../lib/mailer";
import { pendingChecks, secretLeaks } from "../test/secret-scanner";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { retentionOfEveryKind, type BackupConfig } from "./backup-config";
import { BACKUP_FILE_GONE, takeBackup, verifyDump } from "./backup.service";
import { checksumsOfDump, compareChecksums, createSqlDump, readTableChecksums } from "./sql-dump";
import { DATABASE_NOT_EMPTY, restoreBackup } from "./restore";

// A dump, its verification and a restore of the whole curriculum take 10 s on a quiet 2-core runner and twice that
// on a loaded one: room beyond the suite's 20 s.
const BACKUP_TEST_TIMEOUT = 60_000;

const backupConfig = (overrides: Partial<BackupConfig> = {}): BackupConfig => ({
  dir: mkdtempSync(join(tmpdir(), "college-backups-")),
  retention: retentionOfEveryKind(14),
  mailAttach: false,
  timeZone: "Africa/Johannesburg",
  ...overrides,
});

const setUp = async (overrides: Partial<BackupConfig> = {}) => {
  const backups = backupConfig(overrides);
  const testApp = await createTestApp({ config: { backups } });
  return { testApp, backups, admin: await signInAdmin(testApp) };
};

const adminEmail = async (testApp: TestApp) => {
  const [admin] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
  return admin!.email;
};

/** The SQL dump holds password hashes by design (a restorable backup); only that route may send them. */
const allowHashesFrom = async (path: string) => {
  await Promise.all(pendingChecks);
  const others = secretLeaks.filter((leak) => !leak.startsWith(`GET ${path}: /\\$argon2`));
  expect(others.length).toBeLessThan(secretLeaks.length);
  secretLeaks.splice(0, secretLeaks.length, ...others);
};

describe("backup routes", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  it("refuse visitors (401) and students (403)", async () => {
    const testApp = await createTestApp({ config: { backups: backupConfig() } });
    expect((await testApp.request().get("/api/admin/backup/runs")).status).toBe(401);
    const { agent } = await signUp(testApp);
    expect((await post(agent, "/api/admin/backup/emergency", { reason: "flood" })).status).toBe(403);
    expect((await agent.get("/api/admin/backup/all-data")).status).toBe(403);
    expect(await testApp.db.select().from(backupRuns)).toEqual([]);
  });

  it("an emergency backup needs a reason", async () => {
    const { testApp, admin } = await setUp();
    for (const body of [{}, { reason: "   " }]) {
      const response = await post(admin, "/api/admin/backup/emergency", body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(EMERGENCY_REASON_REQUIRED);
    }
    expect(await testApp.db.select().from(backupRuns)).toEqual([]);
  });

  it("an emergency backup is written, verified, listed, mailed and downloadable", async () => {
    const { testApp, admin, backups } = await setUp({ email: "backups@college.test" });
    const response = await post(admin, "/api/admin/backup/emergency", { reason: " Server move " });
    expect(response.status).toBe(200);
    const { run, mailTo } = response.body as TakeBackupResponse;
    expect(run).toMatchObject({
      kind: "emergency",
      status: "succeeded",
      verification: "verified",
      reason: "Server move",
      isFileStored: true,
    });
    expect(run.fileName).toBe("college-backup-emergency-2026-11-21T10-00-00Z.sql");
    const stored = readFileSync(join(backups.dir, run.fileName!));
    expect(stored.length).toBe(run.sizeBytes);
    expect(stored.toString()).toContain("CREATE TABLE public.users");
    const [row] = await testApp.db.select().from(backupRuns);
    expect(row).toMatchObject({ status: "succeeded", requestedBy: expect.any(Number), sha256: run.sha256 });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    expect(mailTo).toBe("backups@college.test");
    const [mail] = await testApp.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: "backups@college.test", subject: "Emergency backup - 2026-11-21" });
    expect(mail!.textBody).toContain("Reason: Server move");
    expect(mail!.textBody).toContain(run.fileName!);
    const [audited] = await testApp.db.select().from(auditLog);
    expect(audited!.summary).toBe("Took an emergency backup by hand: succeeded (reason: Server move)");

    const list = await admin.get("/api/admin/backup/runs");
    expect((list.body as BackupRunsResponse).runs.map((entry) => entry.id)).toEqual([run.id]);
    // The server keeps where it wrote the file; neither answer tells the browser where the folder is.
    expect(row!.localPath).toBe(join(backups.dir, run.fileName!));
    for (const answer of [list.text, response.text]) {
      expect(answer).not.toContain(backups.dir);
      expect(answer).not.toContain("localPath");
    }
    const download = await admin
      .get(`/api/admin/backup/runs/${run.id}/download`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => callback(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers["content-disposition"]).toContain(run.fileName!);
    expect(Buffer.compare(download.body as Buffer, stored)).toBe(0);
    expect((await admin.get(`/api/admin/backup/runs/${run.id + 1}/download`)).status).toBe(404);
    expect((await admin.get("/api/admin/backup/runs/..%2F..%2Fetc%2Fpasswd/download")).status).toBe(404);
  });

  it("without BACKUP_MAIL_ATTACH the mail only says where the file is", async () => {
    const { testApp, admin } = await setUp();
    await post(admin, "/api/admin/backup/emergency", { reason: "Server move" });
    const [mail] = await testApp.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ attachmentName: null, attachmentPath: null });
    expect(mail!.textBody).toContain("download it from the Backups page of the admin area (/admin/backups)");
  });

  it("the daily report goes to the first admin with the last day's numbers", async () => {
    const { testApp, admin } = await setUp();
    await signUp(testApp);
    const response = await post(admin, "/api/admin/backup/send-daily");
    expect(response.status).toBe(200);
    const email = await adminEmail(testApp);
    expect(response.body).toMatchObject({ mailQueued: true, mailTo: email, run: { kind: "daily", status: "succeeded" } });
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe("Daily backup report - 2026-11-21");
    expect(mail!.textBody).toContain("- New users: 2");
    expect(mail!.textBody).toContain("- Payments: 0");
    expect(mail!.textBody).toContain("Verification: verified");
    const weekly = await post(admin, "/api/admin/backup/send-weekly");
    expect(weekly.body.run).toMatchObject({ kind: "weekly", status: "succeeded" });
    const runs = (await admin.get("/api/admin/backup/runs")).body as BackupRunsResponse;
    expect(runs.runs.map((run) => run.kind)).toEqual(["weekly", "daily"]);
  });

  it("all-data is every table's rows as JSON, without password hashes, sessions or mail bodies", async () => {
    const { testApp, admin } = await setUp();
    await signUp(testApp);
    const response = await admin.get("/api/admin/backup/all-data");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toBe("attachment; filename=college-backup-2026-11-21.json");
    const data = JSON.parse(response.text) as { tables: Record<string, Record<string, unknown>[]> };
    expect(data.tables.users!.map((user) => user.username).sort()).toEqual(["principal", "thandi"]);
    expect(data.tables.users![0]).not.toHaveProperty("password");
    expect(data.tables.users![0]).toHaveProperty("email");
    expect(data.tables).not.toHaveProperty("sessions");
    expect(await testApp.db.select().from(sessions)).not.toHaveLength(0);
    expect(data.tables.courses).toHaveLength((await testApp.db.select().from(courses)).length);
    expect(data.tables).toHaveProperty("backup_runs");
    expect(response.text).not.toMatch(/\$argon2/);
  });

  it("sql is a fresh dump as a dated attachment that loads into an empty database", async () => {
    const { testApp, admin } = await setUp();
    const response = await admin.get("/api/admin/backup/sql");
    await allowHashesFrom("/admin/backup/sql");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toBe("attachment; filename=college-backup-2026-11-21.sql");
    const loaded = await checksumsOfDump(response.text);
    const source = await readTableChecksums((text) => testApp.database.sessionPool.query(text));
    expect(Object.keys(loaded).length).toBeGreaterThan(20);
    // The download itself is recorded once the dump is made: the only row the dump cannot hold.
    const downloadRecorded = (table: string) => (table === "public.audit_log" ? 1 : 0);
    for (const [table, { rows }] of Object.entries(source)) expect(loaded[table]?.rows, table).toBe(rows - downloadRecorded(table));
    expect(response.text).not.toContain("INSERT INTO public.sessions");
  });
});

describe("backup settings", () => {
  it("default to no single count (the counts per kind apply) and Africa/Johannesburg, and refuse a zone that does not exist", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_TIME_ZONE: "Africa/Johannesburg", BACKUP_MAIL_ATTACH: false });
    expect(parseEnv({}).BACKUP_RETENTION).toBeUndefined();
    expect(parseEnv({ BACKUP_RETENTION: "14" })).toMatchObject({ BACKUP_RETENTION: 14 });
    // BACKUP_MAIL_ATTACH=1 needs BACKUP_ATTACHMENT_KEY: see attachment-encryption.test.ts.
    expect(parseEnv({ BACKUP_MAIL_ATTACH: "1", BACKUP_ATTACHMENT_KEY: "a".repeat(64), BACKUP_EMAIL: "ops@college.test" })).toMatchObject({
      BACKUP_MAIL_ATTACH: true,
      BACKUP_EMAIL: "ops@college.test",
    });
    expect(() => parseEnv({ BACKUP_TIME_ZONE: "Mars/Olympus" })).toThrow("BACKUP_TIME_ZONE: must be an IANA time zone");
    expect(() => parseEnv({ BACKUP_RETENTION: "0" })).toThrow("BACKUP_RETENTION: must be at least 1");
  });
});

describe("backups", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  it("the dump of the test database loads into a fresh PGlite with the same rows in every table", async () => {
    const database = await getTestDatabase();
    const dump = await createSqlDump(database);
    const loaded = await checksumsOfDump(dump.sql, dump.settings);
    expect(compareChecksums(dump.checksums, loaded)).toEqual([]);
    expect(loaded["public.courses"]!.rows).toBeGreaterThan(0);
    expect(dump.sql).not.toMatch(/^\\restrict|^SET transaction_timeout/m);
    // Restorable into a server with other roles: no owners or grants of PGlite's "postgres" role.
    expect(dump.sql).not.toMatch(/OWNER TO|^GRANT /m);
  });

  it("writes that arrive while a dump runs all succeed, and the dump is exactly one state of the data", async () => {
    const database = await getTestDatabase();
    let isDumping = true;
    let written = 0;
    // Requests arrive as I/O does, one after another between the dump's own steps: each is a write that
    // could land inside pg_dump's read-only transaction or between the dump and its checksums.
    const writer = (async () => {
      while (isDumping) {
        await new Promise((resolve) => setImmediate(resolve));
        await database.db
          .insert(contacts)
          .values({ name: `During ${written}`, email: "d@example.com", subject: "General Inquiry", message: "Hi" });
        written++;
      }
    })();
    const dump = await createSqlDump(database).finally(() => (isDumping = false));
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(await database.db.select().from(contacts)).toHaveLength(written);
    expect(await verifyDump(dump)).toBe("verified");
  });

  it("verification reports a changed row", async () => {
    const database = await getTestDatabase();
    const [course] = await database.db.select().from(courses).limit(1);
    const dump = await createSqlDump(database);
    expect(await verifyDump(dump)).toBe("verified");
    const tampered = dump.sql.replace(`'${course!.title.replace(/'/g, "''")}'`, "'Tampered title'");
    expect(tampered).not.toBe(dump.sql);
    expect(await verifyDump({ ...dump, sql: tampered })).toBe("public.courses: rows differ");
    const rowAdded = `${dump.sql}\nINSERT INTO public.webhook_events (id, type) VALUES ('evt_extra', 'payment.succeeded');\n`;
    expect(await verifyDump({ ...dump, sql: rowAdded })).toBe("public.webhook_events: 0 rows in the database, 1 in the backup");
  });

  it("verification in a scratch folder builds the empty database once, copies it per run and cleans up", async () => {
    const database = await getTestDatabase();
    const scratchDir = join(mkdtempSync(join(tmpdir(), "college-scratch-")), "backup-scratch");
    const dump = await createSqlDump(database);
    expect(await verifyDump({ ...dump, scratchDir })).toBe("verified");
    expect(readdirSync(scratchDir)).toEqual(["template"]);
    const templateBuiltAt = statSync(join(scratchDir, "template")).mtimeMs;
    // A dump that does not load: the error comes through and the run's copy is removed all the same.
    const broken = dump.sql.replace("CREATE TABLE public.users", "CREATE TABLE public.users_renamed");
    await expect(verifyDump({ ...dump, sql: broken, scratchDir })).rejects.toThrow('relation "public.users" does not exist');
    expect(readdirSync(scratchDir)).toEqual(["template"]);
    expect(statSync(join(scratchDir, "template")).mtimeMs).toBe(templateBuiltAt);
    // A run folder left by a process that stopped mid-way is removed once it is an hour old.
    const abandoned = join(scratchDir, "run-abandoned");
    mkdirSync(abandoned);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    expect(await verifyDump({ ...dump, scratchDir })).toBe("verified");
    expect(readdirSync(scratchDir)).toEqual(["template"]);
  });

  it("retention keeps the newest 14 files of each kind and all the rows", async () => {
    const database = await getTestDatabase();
    const config = backupConfig();
    const clock = { now: () => new Date("2026-11-21T10:00:00Z") };
    // 15 older stored dailies, then a manual one: 16 in all. Only the dailies are over their count.
    for (let day = 1; day <= 15; day++) {
      const fileName = `college-backup-daily-2026-10-${String(day).padStart(2, "0")}T07-00-00Z.sql`;
      writeFileSync(join(config.dir, fileName), "-- old backup\n");
      await database.db.insert(backupRuns).values({
        kind: "daily",
        status: "succeeded",
        fileName,
        startedAt: new Date(`2026-10-${String(day).padStart(2, "0")}T07:00:00Z`),
      });
    }
    const run = await takeBackup({ database, clock, config, kind: "manual" });
    expect(run.status).toBe("succeeded");
    const files = readdirSync(config.dir).sort();
    expect(files).toHaveLength(15);
    expect(files).not.toContain("college-backup-daily-2026-10-01T07-00-00Z.sql");
    expect(files).toContain("college-backup-daily-2026-10-02T07-00-00Z.sql");
    expect(files).toContain(run.fileName);
    expect(await database.db.select().from(backupRuns)).toHaveLength(16);

    const testApp = await createTestApp({ config: { backups: config } });
    const admin = await signInAdmin(testApp);
    const runs = ((await admin.get("/api/admin/backup/runs")).body as BackupRunsResponse).runs;
    expect(runs.filter((entry) => !entry.isFileStored).map((entry) => entry.fileName)).toEqual([
      "college-backup-daily-2026-10-01T07-00-00Z.sql",
    ]);
    const gone = await admin.get(`/api/admin/backup/runs/${runs.at(-1)!.id}/download`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(BACKUP_FILE_GONE);
  });

  it("a backup whose file fails to load is marked failed and its file removed", async () => {
    const database = await getTestDatabase();
    const config = backupConfig({ dir: join(mkdtempSync(join(tmpdir(), "college-backups-")), "missing", "\0bad") });
    const run = await takeBackup({ database, clock: { now: () => new Date() }, config, kind: "manual" });
    expect(run.status).toBe("failed");
    expect(run.error).toBeTruthy();
    expect(run.isFileStored).toBe(false);
  });

  it("restore refuses a database that holds rows, loads an empty one, and replaces a full one with force", async () => {
    const database = await getTestDatabase();
    const dump = await createSqlDump(database);
    await expect(restoreBackup({ database, sql: dump.sql })).rejects.toThrow(DATABASE_NOT_EMPTY);
    expect((await database.db.select().from(courses)).length).toBeGreaterThan(0);

    const empty = wrapPglite(await PGlite.create("memory://"));
    try {
      expect(await restoreBackup({ database: empty, sql: dump.sql })).toBe(Object.keys(dump.checksums).length + 1);
      expect(compareChecksums(dump.checksums, await readTableChecksums((text) => empty.sessionPool.query(text)))).toEqual([]);
      await expect(restoreBackup({ database: empty, sql: dump.sql })).rejects.toThrow(DATABASE_NOT_EMPTY);
      await empty.db.delete(courses).where(eq(courses.id, 1));
      await restoreBackup({ database: empty, sql: dump.sql, force: true });
      expect(compareChecksums(dump.checksums, await readTableChecksums((text) => empty.sessionPool.query(text)))).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it("the backup jobs run at 09:00 daily and 10:00 on Sundays in the backup time zone, and mail the report", async () => {
    const database = await getTestDatabase();
    const config = backupConfig({ email: "ops@college.test", timeZone: "Europe/London" });
    const context = {
      db: database.db,
      database,
      backups: config,
      clock: { now: () => new Date("2026-11-22T07:00:00Z") },
      mailer: createMemoryMailer(),
      mailFrom: "a@b.test",
      logger: silentLogger(),
      siteOrigin: "http://college.test",
    };
    const daily = jobs.find((job) => job.id === "backup-daily")!;
    const weekly = jobs.find((job) => job.id === "backup-weekly")!;
    expect([daily.schedule, weekly.schedule]).toEqual(["0 9 * * *", "0 10 * * 0"]);
    expect(daily.timeZone?.(context)).toBe("Europe/London");
    await weekly.run(context);
    const [run] = await database.db.select().from(backupRuns);
    expect(run).toMatchObject({ kind: "weekly", status: "succeeded", verification: "verified", requestedBy: null });
    expect(existsSync(join(config.dir, run!.fileName!))).toBe(true);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: "ops@college.test", subject: "Weekly backup - 2026-11-22" });
  });
});

describe.skipIf(!process.env.DATABASE_URL)("backups on a PostgreSQL server", () => {
  it("pg_dump's backup restores with psql into a new database with the same rows", async () => {
    const database = await getTestDatabase();
    await signInAdmin(await createTestApp());
    const dump = await createSqlDump(database);
    expect(dump.sql).toContain("CREATE TABLE public.users");
    expect(compareChecksums(dump.checksums, await checksumsOfDump(dump.sql, dump.settings))).toEqual([]);

    const name = `college_restore_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const file = join(mkdtempSync(join(tmpdir(), "college-restore-")), "backup.sql");
    writeFileSync(file, dump.sql);
    try {
      execFileSync("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url.toString(), "-f", file], { stdio: "pipe" });
      const restored = new pg.Client({ connectionString: url.toString() });
      await restored.connect();
      const checksums = await readTableChecksums((text) => restored.query(text));
      await restored.end();
      expect(compareChecksums(dump.checksums, checksums)).toEqual([]);
      expect(checksums["public.users"]!.rows).toBe(1);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

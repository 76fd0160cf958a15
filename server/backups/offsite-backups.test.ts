import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupRuns } from "../../shared/schema/operations";
import { wrapPglite } from "../db/connection";
import { EnvError, parseEnv } from "../env";
import { createTestClock } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { decryptFile } from "./attachment-crypto";
import { resolveOffsite, resolveRetention, retentionOfEveryKind, type BackupConfig, type OffsiteConfig } from "./backup-config";
import { takeBackup } from "./backup.service";
import { readOffsiteBackup } from "./offsite-restore";
import { createOffsiteStorage } from "./offsite-storage";
import { restoreBackup } from "./restore";
import { compareChecksums, readTableChecksums } from "./sql-dump";

// A dump, its verification and a restore of the whole curriculum take 10 s on a quiet 2-core runner and twice that
// on a loaded one: room beyond the suite's 20 s.
const BACKUP_TEST_TIMEOUT = 60_000;

const KEY = Buffer.alloc(32, 9);
const BUCKET = "college-offsite";
const root = fileURLToPath(new URL("../..", import.meta.url));

// s3rver: an S3-compatible server in this process, on a random port, over a temporary folder.
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "college-s3rver-")),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
});

const offsiteConfig = (overrides: Partial<OffsiteConfig> = {}): OffsiteConfig => ({
  bucket: BUCKET,
  endpoint,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  // Every test its own folder in the bucket, so their listings do not meet.
  prefix: `${mkdtempSync(join(tmpdir(), "p-")).split("/").at(-1)}/`,
  forcePathStyle: true,
  ...overrides,
});

const backupConfig = (overrides: Partial<BackupConfig> = {}): BackupConfig => ({
  dir: mkdtempSync(join(tmpdir(), "college-backups-")),
  retention: retentionOfEveryKind(14),
  mailAttach: false,
  attachmentKey: KEY,
  timeZone: "Africa/Johannesburg",
  offsite: offsiteConfig(),
  ...overrides,
});

describe("off-site copies (BACKUP_S3_*)", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  it("upload the encrypted dump, read it back to verify it, and record where each copy is", async () => {
    const database = await getTestDatabase();
    const config = backupConfig();
    const run = await takeBackup({ database, clock: createTestClock(), config, kind: "daily" });
    expect(run.status).toBe("succeeded");
    const key = `${config.offsite!.prefix}${run.fileName}.enc`;
    expect(run.offsite).toEqual({ key, status: "succeeded", verification: "verified", error: null });
    // The row keeps where the file was written, for the operator; the run as the page gets it does not.
    const [stored] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, run.id));
    expect(stored!.localPath).toBe(join(config.dir, run.fileName!));
    expect(run).not.toHaveProperty("localPath");
    expect(run.isFileStored).toBe(true);

    const storage = await createOffsiteStorage(config.offsite!);
    expect(await storage.list()).toEqual([key]);
    const object = await storage.download(key);
    storage.close();
    // Never the plain dump: the object is the attachment format, and decrypts to the local file exactly.
    expect(object.subarray(0, 4).toString("ascii")).toBe("CEBK");
    expect(object.includes(Buffer.from("INSERT INTO"))).toBe(false);
    const folder = mkdtempSync(join(tmpdir(), "college-offsite-check-"));
    const encrypted = join(folder, "copy.enc");
    writeFileSync(encrypted, object);
    await decryptFile({ source: encrypted, target: join(folder, "copy.sql"), key: KEY });
    expect(readFileSync(join(folder, "copy.sql")).equals(readFileSync(join(config.dir, run.fileName!)))).toBe(true);

    const [row] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, run.id));
    expect(row).toMatchObject({ offsiteKey: key, offsiteStatus: "succeeded", offsiteVerification: "verified", offsiteError: null });
  });

  it("a failed upload marks the off-site copy failed and keeps the local backup", async () => {
    const stopped = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), "college-s3rver-")) });
    const { port } = await stopped.run();
    await stopped.close();
    const database = await getTestDatabase();
    const config = backupConfig({ offsite: offsiteConfig({ endpoint: `http://127.0.0.1:${port}` }) });
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args), warn: () => {}, info: () => {} } as never;
    const run = await takeBackup({ database, clock: createTestClock(), config, kind: "emergency", reason: "flood", logger });
    expect(run.status).toBe("succeeded");
    expect(run.verification).toBe("verified");
    expect(run.isFileStored).toBe(true);
    expect(readdirSync(config.dir)).toEqual([run.fileName]);
    expect(run.offsite).toMatchObject({ key: `${config.offsite!.prefix}${run.fileName}.enc`, status: "failed", verification: null });
    expect(run.offsite!.error).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(errors)).toContain("off-site backup copy failed");
  });

  it("retention per kind removes the old files locally and their objects off-site", async () => {
    const database = await getTestDatabase();
    const config = backupConfig({ retention: { daily: 1, weekly: 5, manual: 10, emergency: 10 } });
    const clock = createTestClock();
    const firstDaily = await takeBackup({ database, clock, config, kind: "daily" });
    clock.advance(60_000);
    const weekly = await takeBackup({ database, clock, config, kind: "weekly" });
    clock.advance(60_000);
    const secondDaily = await takeBackup({ database, clock, config, kind: "daily" });

    expect(readdirSync(config.dir).sort()).toEqual([secondDaily.fileName, weekly.fileName].sort());
    const storage = await createOffsiteStorage(config.offsite!);
    expect(await storage.list()).toEqual([secondDaily.offsite!.key, weekly.offsite!.key].sort());
    storage.close();
    const [first] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, firstDaily.id));
    expect(first).toMatchObject({ status: "succeeded", offsiteStatus: "removed", offsiteKey: firstDaily.offsite!.key });
    expect(existsSync(join(config.dir, firstDaily.fileName!))).toBe(false);
  });

  it("restore reads an off-site copy by key or s3:// address, decrypts it and loads it", async () => {
    const database = await getTestDatabase();
    const config = backupConfig();
    const run = await takeBackup({ database, clock: createTestClock(), config, kind: "manual" });
    const source = await readTableChecksums((text) => database.sessionPool.query(text));

    for (const location of [run.offsite!.key, `s3://${BUCKET}/${run.offsite!.key}`]) {
      const sql = await readOffsiteBackup({ offsite: config.offsite, location, attachmentKey: KEY });
      expect(sql).toBe(readFileSync(join(config.dir, run.fileName!), "utf8"));
      const empty = wrapPglite(await PGlite.create("memory://"));
      try {
        expect(await restoreBackup({ database: empty, sql })).toBeGreaterThan(0);
        const restored = await readTableChecksums((text) => empty.sessionPool.query(text));
        // Every table as it was, but the run's own row: it was finished (status, verification) after its dump.
        expect(compareChecksums(source, restored)).toEqual(["public.backup_runs: rows differ"]);
      } finally {
        await empty.close();
      }
    }
    await expect(
      readOffsiteBackup({ offsite: config.offsite, location: run.offsite!.key, attachmentKey: Buffer.alloc(32, 1) }),
    ).rejects.toThrow(/This backup was encrypted with another key/);
    await expect(readOffsiteBackup({ offsite: undefined, location: run.offsite!.key, attachmentKey: KEY })).rejects.toThrow(
      "Off-site copies are not configured: set BACKUP_S3_BUCKET (and its BACKUP_S3_* settings)",
    );
  });
});

describe("npm run backup:restore -- --from-offsite", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  it("loads the off-site copy into the embedded database, and says what is wrong with a missing object", async () => {
    const database = await getTestDatabase();
    const config = backupConfig();
    const run = await takeBackup({ database, clock: createTestClock(), config, kind: "weekly" });
    const dataDir = mkdtempSync(join(tmpdir(), "college-restore-data-"));
    const restore = (location: string) =>
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", join(root, "server/scripts/restore-backup.ts"), "--from-offsite", location],
        {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL: "",
            DATA_DIR: dataDir,
            BACKUP_ATTACHMENT_KEY: KEY.toString("hex"),
            BACKUP_S3_BUCKET: BUCKET,
            BACKUP_S3_ENDPOINT: endpoint,
            BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
            BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
            BACKUP_S3_FORCE_PATH_STYLE: "1",
          },
        },
      );
    await expect(restore(`${config.offsite!.prefix}no-such-backup.sql.enc`)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("The specified key does not exist."),
    });
    const { stdout } = await restore(`s3://${BUCKET}/${run.offsite!.key}`);
    expect(stdout).toMatch(new RegExp(`^Restored s3://${BUCKET}/${run.offsite!.key.replace(/[.]/g, "\\.")}: \\d+ tables\\.\\n$`));
  });
});

describe("BACKUP_S3_* and BACKUP_RETENTION_* settings", () => {
  it("refuse to start with a bucket and no BACKUP_ATTACHMENT_KEY", () => {
    expect(() => parseEnv({ BACKUP_S3_BUCKET: BUCKET })).toThrow(EnvError);
    expect(() => parseEnv({ BACKUP_S3_BUCKET: BUCKET })).toThrow(
      "BACKUP_ATTACHMENT_KEY: is required when BACKUP_S3_BUCKET is set: off-site backups are encrypted with it (make one with: openssl rand -base64 32)",
    );
    expect(() => parseEnv({ BACKUP_S3_BUCKET: BUCKET, BACKUP_ATTACHMENT_KEY: KEY.toString("hex"), BACKUP_S3_ACCESS_KEY_ID: "id" })).toThrow(
      "BACKUP_S3_SECRET_ACCESS_KEY: BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together",
    );
    const env = parseEnv({
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_ATTACHMENT_KEY: KEY.toString("hex"),
      BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000",
      BACKUP_S3_PREFIX: "college",
      BACKUP_S3_FORCE_PATH_STYLE: "1",
    });
    expect(resolveOffsite(env)).toEqual({
      bucket: BUCKET,
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: "college/",
      forcePathStyle: true,
    });
    expect(resolveOffsite(parseEnv({}))).toBeUndefined();
  });

  it("keep a count per kind, with BACKUP_RETENTION as the deprecated fallback for every kind", () => {
    const countsOf = (source: NodeJS.ProcessEnv) => {
      const env = parseEnv(source);
      return resolveRetention(
        {
          daily: env.BACKUP_RETENTION_DAILY,
          weekly: env.BACKUP_RETENTION_WEEKLY,
          manual: env.BACKUP_RETENTION_MANUAL,
          emergency: env.BACKUP_RETENTION_EMERGENCY,
        },
        env.BACKUP_RETENTION,
      );
    };
    expect(countsOf({})).toEqual({ daily: 7, weekly: 5, manual: 10, emergency: 10 });
    expect(countsOf({ BACKUP_RETENTION: "14" })).toEqual({ daily: 14, weekly: 14, manual: 14, emergency: 14 });
    expect(countsOf({ BACKUP_RETENTION: "14", BACKUP_RETENTION_WEEKLY: "3" })).toEqual({ daily: 14, weekly: 3, manual: 14, emergency: 14 });
    expect(() => countsOf({ BACKUP_RETENTION_DAILY: "0" })).toThrow("BACKUP_RETENTION_DAILY: must be at least 1");
    expect(() => countsOf({ BACKUP_RETENTION_DAILY: "lots" })).toThrow("BACKUP_RETENTION_DAILY:");
  });
});

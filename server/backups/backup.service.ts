import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import {
  BACKUP_KINDS,
  type BackupKind,
  type BackupRunsResponse,
  type BackupRunView,
  type OffsiteCopyStatus,
} from "../../shared/api/backups";
import { backupRuns, type BackupRun } from "../../shared/schema/operations";
import type { DatabaseHandle } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { heldHere, keepRenewing, leaseEnd } from "../lib/lease";
import type { Logger } from "../lib/logger";
import type { BackupConfig } from "./backup-config";
import { copyOffsite } from "./offsite-copy";
import { createOffsiteStorage } from "./offsite-storage";
import { redactConnectionStrings, redactError } from "./redact";
import { checksumsOfDump, compareChecksums, createSqlDump, type TableChecksums, type TextSettings } from "./sql-dump";

export const BACKUP_NOT_FOUND = "Backup not found";
export const BACKUP_FILE_GONE = "This backup's file is no longer stored";
export const BACKUP_INTERRUPTED = "Interrupted: the server stopped during this backup";
const RUNS_LISTED = 100;

/** `2026-11-21T10-00-00Z`: a timestamp that is safe in a file name on every system. */
export const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");

/** A stored file name is only ever a plain name: anything else is never joined with the folder. */
const isPlainFileName = (name: string) => /^[A-Za-z0-9._-]+$/.test(name) && !name.startsWith(".");

const isStored = (config: BackupConfig, fileName: string | null) =>
  fileName !== null && isPlainFileName(fileName) && existsSync(join(config.dir, fileName));

export const toRunView = (run: BackupRun, config: BackupConfig): BackupRunView => ({
  id: run.id,
  kind: run.kind as BackupKind,
  format: run.format as "sql" | "json",
  reason: run.reason,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  status: run.status as BackupRunView["status"],
  fileName: run.fileName,
  sizeBytes: run.sizeBytes,
  sha256: run.sha256,
  // Rows written before errors were redacted at the source may still hold a password.
  verification: run.verification === null ? null : redactConnectionStrings(run.verification),
  error: run.error === null ? null : redactConnectionStrings(run.error),
  isFileStored: run.status === "succeeded" && isStored(config, run.fileName),
  offsite:
    run.offsiteKey === null || run.offsiteStatus === null
      ? null
      : {
          key: run.offsiteKey,
          status: run.offsiteStatus as OffsiteCopyStatus,
          verification: run.offsiteVerification,
          error: run.offsiteError === null ? null : redactConnectionStrings(run.offsiteError),
        },
});

/**
 * Loads the dump into a scratch PGlite (a copy of an empty database kept in `scratchDir`, or in memory)
 * and compares every table's row count and row checksum with the database's. Returns "verified" or what
 * differed; throws when the dump does not load at all.
 */
export const verifyDump = async ({
  sql,
  checksums,
  settings,
  scratchDir,
}: {
  sql: string;
  checksums: TableChecksums;
  settings?: TextSettings;
  scratchDir?: string;
}) => {
  const differences = compareChecksums(checksums, await checksumsOfDump(sql, settings, scratchDir));
  return differences.length === 0 ? "verified" : differences.join("; ");
};

// Stored in backup_runs, listed to admins and mailed: never a connection string's password.
const describe = (error: unknown) => redactConnectionStrings(error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/**
 * The backup folder, private to the app's user: its files hold password hashes and every token. An
 * existing folder is tightened too (older versions created it 0755).
 */
export const preparePrivateFolder = async (folder: string) => {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
};

/**
 * Keeps the newest files of each kind (BACKUP_RETENTION_<KIND>) and deletes older ones, locally and
 * off-site. The rows stay: a run whose file is gone lists without a download (see toRunView), and its
 * off-site copy as removed. Returns the local files and off-site keys removed.
 */
export const applyRetention = async ({ database, config, logger }: { database: DatabaseHandle; config: BackupConfig; logger?: Logger }) => {
  const runs = await database.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id));
  const removed: string[] = [];
  const removedOffsite: string[] = [];
  const storage = config.offsite ? await createOffsiteStorage(config.offsite) : undefined;
  try {
    for (const kind of BACKUP_KINDS) {
      const older = runs.filter((run) => run.kind === kind).slice(Math.max(config.retention[kind], 0));
      for (const run of older) {
        if (run.fileName !== null && isStored(config, run.fileName)) {
          await rm(join(config.dir, run.fileName), { force: true });
          // The encrypted copy made for a mail goes with it (the outbox mails without a file that is gone).
          await rm(join(config.dir, `${run.fileName}.enc`), { force: true });
          removed.push(run.fileName);
        }
        // A failed upload may still have left an object behind: it goes too.
        if (storage && run.offsiteKey !== null && run.offsiteStatus !== "removed") {
          try {
            await storage.remove(run.offsiteKey);
            await database.db.update(backupRuns).set({ offsiteStatus: "removed" }).where(eq(backupRuns.id, run.id));
            removedOffsite.push(run.offsiteKey);
          } catch (error) {
            // Tried again at the next backup; the local retention is not held up by the bucket.
            logger?.error({ err: redactError(error), runId: run.id, key: run.offsiteKey }, "off-site retention failed");
          }
        }
      }
    }
  } finally {
    storage?.close();
  }
  return { removed, removedOffsite };
};

/**
 * Takes a backup: the SQL dump written to the backup folder, its size and sha256, then the file read
 * back and verified in a scratch database. Every step is recorded in a backup_runs row (running, then
 * succeeded or failed with the error); a backup that cannot be verified is failed and its file removed.
 * Never throws for a failed backup: the returned run says what happened.
 */
export const takeBackup = async ({
  database,
  clock,
  config,
  kind,
  reason,
  requestedBy,
  logger,
}: {
  database: DatabaseHandle;
  clock: Clock;
  config: BackupConfig;
  kind: BackupKind;
  reason?: string;
  requestedBy?: number;
  logger?: Logger;
}): Promise<BackupRunView> => {
  const { db } = database;
  await markInterruptedBackups({ database, clock, config, logger });
  const [run] = await db
    .insert(backupRuns)
    .values({
      kind,
      format: "sql",
      reason: reason ?? null,
      requestedBy: requestedBy ?? null,
      startedAt: clock.now(),
      leaseUntil: leaseEnd(clock),
    })
    .returning();
  heldHere.backupRuns.add(run!.id);
  const stopRenewing = keepRenewing(
    () =>
      db
        .update(backupRuns)
        .set({ leaseUntil: leaseEnd(clock) })
        .where(and(eq(backupRuns.id, run!.id), eq(backupRuns.status, "running"))),
    (error) => logger?.warn({ err: redactError(error), runId: run!.id }, "backup lease renewal failed"),
  );
  try {
    return await takeBackupInRun({ database, clock, config, kind, logger, run: run! });
  } finally {
    stopRenewing();
    heldHere.backupRuns.delete(run!.id);
  }
};

/**
 * Backups left running by a process that died (their lease passed with no renewal) are marked failed, and
 * a file they had written is removed: it was never verified.
 */
export const markInterruptedBackups = async ({
  database,
  clock,
  config,
  logger,
}: {
  database: DatabaseHandle;
  clock: Clock;
  config: BackupConfig;
  logger?: Logger;
}) => {
  const interrupted = await database.db
    .update(backupRuns)
    .set({ status: "failed", finishedAt: clock.now(), error: BACKUP_INTERRUPTED })
    .where(
      and(
        eq(backupRuns.status, "running"),
        lt(sql`coalesce(${backupRuns.leaseUntil}, ${backupRuns.startedAt} + interval '10 minutes')`, clock.now()),
        // Never one this process is still taking (its renewals may have failed while the database was away).
        heldHere.backupRuns.size > 0 ? notInArray(backupRuns.id, [...heldHere.backupRuns]) : undefined,
      ),
    )
    .returning();
  for (const run of interrupted) {
    logger?.warn({ runId: run.id, kind: run.kind }, "backup interrupted: its process stopped during the backup");
    if (run.fileName && isStored(config, run.fileName)) await rm(join(config.dir, run.fileName), { force: true }).catch(() => {});
  }
  return interrupted.length;
};

const takeBackupInRun = async ({
  database,
  clock,
  config,
  kind,
  logger,
  run,
}: {
  database: DatabaseHandle;
  clock: Clock;
  config: BackupConfig;
  kind: BackupKind;
  logger?: Logger;
  run: BackupRun;
}): Promise<BackupRunView> => {
  const { db } = database;
  let filePath: string | undefined;
  const finish = async (values: Partial<typeof backupRuns.$inferInsert>) => {
    const [row] = await db
      .update(backupRuns)
      .set({ ...values, finishedAt: clock.now() })
      .where(and(eq(backupRuns.id, run.id), eq(backupRuns.status, "running")))
      .returning();
    if (row) return toRunView(row, config);
    // Another instance marked this run interrupted while this one was cut off from the database longer than
    // its lease: that record stands, and the file it may have removed is not left half-kept here.
    logger?.error({ runId: run.id }, "backup marked interrupted by another instance while it ran here");
    if (filePath) await rm(filePath, { force: true }).catch(() => {});
    const [current] = await db.select().from(backupRuns).where(eq(backupRuns.id, run.id));
    return toRunView(current!, config);
  };
  try {
    const dump = await createSqlDump(database);
    await preparePrivateFolder(config.dir);
    let fileName = `college-backup-${kind}-${fileStamp(clock.now())}.sql`;
    if (existsSync(join(config.dir, fileName))) fileName = fileName.replace(/\.sql$/, `-${run!.id}.sql`);
    filePath = join(config.dir, fileName);
    await writeFile(filePath, dump.sql, { flag: "wx", mode: 0o600 });
    // What is verified is what was stored: the file as read back from the disk.
    const stored = await readFile(filePath);
    const sha256 = createHash("sha256").update(stored).digest("hex");
    await db.update(backupRuns).set({ fileName, localPath: filePath, sizeBytes: stored.length, sha256 }).where(eq(backupRuns.id, run!.id));
    let verification: string;
    try {
      verification = await verifyDump({
        sql: stored.toString("utf8"),
        checksums: dump.checksums,
        settings: dump.settings,
        scratchDir: config.scratchDir,
      });
    } catch (error) {
      verification = `could not be loaded: ${describe(error)}`;
    }
    if (verification !== "verified") {
      await rm(filePath, { force: true });
      logger?.error({ runId: run!.id, verification: redactConnectionStrings(verification) }, "backup verification failed");
      return await finish({ status: "failed", verification, error: "The backup could not be verified" });
    }
    // Only a verified dump leaves the machine; a failed upload leaves the local backup as it is.
    await copyOffsite({ database, config, runId: run!.id, filePath, fileName, logger }).catch((error: unknown) =>
      logger?.error({ err: redactError(error), runId: run!.id }, "off-site backup copy failed"),
    );
    await finish({ status: "succeeded", verification });
    await applyRetention({ database, config, logger }).catch((error: unknown) =>
      logger?.error({ err: redactError(error) }, "backup retention failed"),
    );
    // The row and the folder as they are after retention.
    const [current] = await db.select().from(backupRuns).where(eq(backupRuns.id, run!.id));
    return toRunView(current!, config);
  } catch (error) {
    logger?.error({ err: redactError(error), runId: run!.id }, "backup failed");
    if (filePath) await rm(filePath, { force: true }).catch(() => {});
    return finish({ status: "failed", error: describe(error) });
  }
};

export const listBackupRuns = async ({
  database,
  config,
}: {
  database: DatabaseHandle;
  config: BackupConfig;
}): Promise<BackupRunsResponse> => {
  const rows = await database.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(RUNS_LISTED);
  return { runs: rows.map((row) => toRunView(row, config)) };
};

/** The stored file of a run: its path is the row's file name joined with the backup folder, never the request's. */
export const getBackupFile = async ({ database, config, id }: { database: DatabaseHandle; config: BackupConfig; id: number }) => {
  const [run] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, id));
  if (!run) throw new AppError("not_found", BACKUP_NOT_FOUND);
  if (run.status !== "succeeded" || !run.fileName || !isStored(config, run.fileName)) throw new AppError("not_found", BACKUP_FILE_GONE);
  return { path: join(config.dir, run.fileName), fileName: run.fileName };
};

/** The newest finished run (for the daily report). */
export const latestBackupRun = async ({ database }: { database: DatabaseHandle }) => {
  const [run] = await database.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1);
  return run;
};

import { bigint, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";

/**
 * Every email the site sends goes through this table first: a failed SMTP delivery waits here and is
 * retried with backoff, so no mail is lost when the mail server is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /**
     * A file sent with the mail (today only a backup, under the backup folder): read at send time, so a
     * queued mail does not copy the file into the database. attachmentName is the name the reader sees.
     */
    attachmentPath: text(),
    attachmentName: text(),
    /** A small file made for the mail itself (a class's .ics): stored with it, instead of attachmentPath. */
    attachmentContent: text(),
    attachmentContentType: text(),
    /** Extra headers (outreach: List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>(),
    /** pending, sending, sent or failed (gave up after the last retry). */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_due_index").on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for per-address limits on public forms; in the database so they hold across instances. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text().primaryKey(),
  hits: integer().notNull().default(0),
  windowStartedAt: timestamptz().notNull().defaultNow(),
});

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** One row per (job, time slot): with several app instances, the first to insert it runs the job. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial().primaryKey(),
    jobId: text().notNull(),
    slot: text().notNull(),
    startedAt: createdAt(),
    finishedAt: timestamptz(),
    /** running, succeeded or failed: a failed run is kept with its error, and the next slot runs again. */
    status: text().notNull().default("running"),
    error: text(),
    /**
     * A running run's holder renews this while it works; once it has passed, the holder is taken for dead
     * (killed, out of memory, its machine gone) and another instance takes the run over.
     */
    leaseUntil: timestamptz(),
    /** Which instance holds the run (host:pid), for the logs and the admin's Jobs tab. */
    holder: text(),
    /** 1 for the first holder; each takeover adds one (a run is given up after its third holder). */
    attempt: integer().notNull().default(1),
  },
  (table) => [
    unique("job_runs_job_slot_unique").on(table.jobId, table.slot),
    index("job_runs_abandoned_index").on(table.status, table.leaseUntil),
  ],
);

/** Every backup (scheduled, manual, emergency): the file under the backup folder and what verifying it found. */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial().primaryKey(),
    /** daily, weekly, manual or emergency */
    kind: text().notNull(),
    /** sql or json */
    format: text().notNull().default("sql"),
    reason: text(),
    /** The admin who asked; null for the scheduled runs. */
    requestedBy: integer(),
    startedAt: createdAt(),
    finishedAt: timestamptz(),
    /** running, succeeded or failed */
    status: text().notNull().default("running"),
    fileName: text(),
    sizeBytes: bigint({ mode: "number" }),
    sha256: text(),
    /** verified, or what differed (or why it could not be checked). */
    verification: text(),
    error: text(),
    /** Where the local copy was written (BACKUP_DIR joined with fileName at the time). */
    localPath: text(),
    /** The object's key in BACKUP_S3_BUCKET (the encrypted dump); null when off-site copies are off. */
    offsiteKey: text(),
    /** uploading, succeeded, failed, or removed (retention); null when no off-site copy was tried. */
    offsiteStatus: text(),
    /** verified (read back, same sha256 as uploaded), or what differed. */
    offsiteVerification: text(),
    /** Why the upload failed (redacted). */
    offsiteError: text(),
    /** Renewed while the backup runs; a running row whose lease has passed was interrupted (its process died). */
    leaseUntil: timestamptz(),
  },
  (table) => [index("backup_runs_started_at_index").on(table.startedAt)],
);

export type BackupRun = typeof backupRuns.$inferSelect;

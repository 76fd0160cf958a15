import { and, desc, eq } from "drizzle-orm";
import {
  MAIL_LIST_LIMIT,
  type JobRunView,
  type JobsResponse,
  type JobView,
  type MailDetail,
  type MailListResponse,
  type MailStatus,
  type MailSummary,
  type PreRegistrationsResponse,
} from "../../shared/api/admin-inbox";
import { preRegistrations } from "../../shared/schema/messages";
import { jobRuns, mailOutbox, type OutboxMail } from "../../shared/schema/operations";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import type { Job, JobContext } from "../jobs";
import { runJobInSlot } from "../jobs/scheduler";
import { AppError } from "../lib/errors";
import { hidePrivateLinks } from "../lib/one-time-links";

export const MAIL_NOT_FOUND = "Mail not found";
export const ONLY_FAILED_RETRY = "Only a failed mail can be retried";
export const JOB_NOT_FOUND = "Job not found";
export const JOB_NOT_SAFE = "This job cannot be run by hand";
export const LAST_RUNS = 10;

export const listPreRegistrations = async ({ db }: { db: Database }): Promise<PreRegistrationsResponse> => {
  const rows = await db
    .select({ email: preRegistrations.email, createdAt: preRegistrations.createdAt })
    .from(preRegistrations)
    .orderBy(desc(preRegistrations.createdAt), desc(preRegistrations.id));
  return { preRegistrations: rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() })), total: rows.length };
};

const toSummary = (row: OutboxMail): MailSummary => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  status: row.status as MailStatus,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

/** The newest MAIL_LIST_LIMIT mails, of one status or all. */
export const listMail = async ({ db, status }: { db: Database; status?: MailStatus }): Promise<MailListResponse> => {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAIL_LIST_LIMIT);
  return { mails: rows.map(toSummary) };
};

type Acting = { db: Database; actor: AuditActor; now: Date };

/** The audit actions on the outbox, built: a literal "mail.…" would read to the i18n check as a mail text's id. */
const mailAction = (verb: "read" | "retry") => `mail.${verb}`;
export const MAIL_ACTIONS = { read: mailAction("read"), retry: mailAction("retry") } as const;

const findMail = async (db: DbExecutor, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError("not_found", MAIL_NOT_FOUND);
  return row;
};

/**
 * A mail as admins read it: a reset, confirmation, campaign or unsubscribe link shows without its key
 * (whoever holds it acts as the recipient), and hiddenLinks tells the reader how many were hidden.
 */
const toMailDetail = (row: OutboxMail): MailDetail => {
  const { text, hiddenLinks } = hidePrivateLinks(row.textBody);
  return { ...toSummary(row), replyTo: row.replyTo, textBody: text, hiddenLinks, attachmentName: row.attachmentName };
};

const described = (row: OutboxMail) => `mail #${row.id} ("${row.subject}")`;

/** GET /api/admin/mail/:id: one mail, its private links hidden; each reading is in the audit log. */
export const readMail = async ({ db, actor, now, id }: Acting & { id: number }): Promise<MailDetail> => {
  const row = await findMail(db, id);
  await recordAdminAction(db, actor, {
    now,
    action: MAIL_ACTIONS.read,
    targetType: "mail",
    targetId: id,
    summary: `Read ${described(row)}`,
  });
  return toMailDetail(row);
};

/** A failed mail goes back in the queue, due now, with a fresh set of attempts. */
export const retryMail = async ({ db, actor, now, id }: Acting & { id: number }): Promise<MailDetail> => {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
      .returning();
    if (!updated) {
      await findMail(tx, id); // 404 when there is no such mail
      throw new AppError("conflict", ONLY_FAILED_RETRY);
    }
    await recordAdminAction(tx, actor, {
      now,
      action: MAIL_ACTIONS.retry,
      targetType: "mail",
      targetId: id,
      summary: `Queued ${described(updated)} again`,
      before: { status: "failed" },
      after: { status: "pending" },
    });
    return updated;
  });
  return toMailDetail(row);
};

/** The zone node-cron reads a job's schedule in: its own, else the server process's. */
const scheduleZone = (job: Job, context: JobContext) =>
  job.timeZone?.(context) ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");

const jobView = (job: Job, context: JobContext, runs: JobRunView[]): JobView => ({
  id: job.id,
  schedule: job.schedule,
  timeZone: scheduleZone(job, context),
  description: job.description,
  safeToRunTwice: job.safeToRunTwice,
  lastRuns: runs,
});

const lastRunsOf = async (db: Database, jobIds: string[]) => {
  const byJob = new Map<string, JobRunView[]>();
  // job_runs holds 30 days (a row a minute for deliver-mail): read the last runs of each job on its own.
  for (const jobId of jobIds) {
    const rows = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.jobId, jobId))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(LAST_RUNS);
    byJob.set(
      jobId,
      rows.map((row) => ({
        slot: row.slot,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        status: row.status as JobRunView["status"],
        error: row.error,
      })),
    );
  }
  return byJob;
};

export const listJobs = async ({ jobs, context }: { jobs: Job[]; context: JobContext }): Promise<JobsResponse> => {
  const runs = await lastRunsOf(
    context.db,
    jobs.map((job) => job.id),
  );
  return { jobs: jobs.map((job) => jobView(job, context, runs.get(job.id) ?? [])) };
};

/**
 * An admin's "Run now": a slot of its own (manual-<iso>), recorded in job_runs like a scheduled run, and in
 * the audit log with its outcome once it has run.
 */
export const runJobNow = async ({ jobs, id, context, actor }: { jobs: Job[]; id: string; context: JobContext; actor: AuditActor }) => {
  const job = jobs.find((each) => each.id === id);
  if (!job) throw new AppError("not_found", JOB_NOT_FOUND);
  if (!job.safeToRunTwice) throw new AppError("conflict", JOB_NOT_SAFE);
  const now = context.clock.now();
  const result = await runJobInSlot(job, context, `manual-${now.toISOString()}`);
  await recordAdminAction(context.db, actor, {
    now,
    action: "job.run",
    targetType: "job",
    targetId: job.id,
    summary: `Ran the job ${job.id} by hand: ${result}`,
    after: { result },
  });
  const runs = await lastRunsOf(context.db, [job.id]);
  return { result, job: jobView(job, context, runs.get(job.id) ?? []) };
};

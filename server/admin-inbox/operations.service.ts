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
import type { Database } from "../db/connection";
import type { Job, JobContext } from "../jobs";
import { runJobInSlot } from "../jobs/scheduler";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

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

export const getMail = async ({ db, id }: { db: Database; id: number }): Promise<MailDetail> => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError("not_found", MAIL_NOT_FOUND);
  return { ...toSummary(row), replyTo: row.replyTo, textBody: row.textBody, attachmentName: row.attachmentName };
};

/** A failed mail goes back in the queue, due now, with a fresh set of attempts. */
export const retryMail = async ({ db, clock, id }: { db: Database; clock: Clock; id: number }): Promise<MailDetail> => {
  const updated = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: clock.now() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  if (updated.length === 0) {
    await getMail({ db, id }); // 404 when there is no such mail
    throw new AppError("conflict", ONLY_FAILED_RETRY);
  }
  return getMail({ db, id });
};

const jobView = (job: Job, runs: JobRunView[]): JobView => ({
  id: job.id,
  schedule: job.schedule,
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

export const listJobs = async ({ db, jobs }: { db: Database; jobs: Job[] }): Promise<JobsResponse> => {
  const runs = await lastRunsOf(
    db,
    jobs.map((job) => job.id),
  );
  return { jobs: jobs.map((job) => jobView(job, runs.get(job.id) ?? [])) };
};

/** An admin's "Run now": a slot of its own (manual-<iso>), recorded in job_runs like a scheduled run. */
export const runJobNow = async ({ jobs, id, context }: { jobs: Job[]; id: string; context: JobContext }) => {
  const job = jobs.find((each) => each.id === id);
  if (!job) throw new AppError("not_found", JOB_NOT_FOUND);
  if (!job.safeToRunTwice) throw new AppError("conflict", JOB_NOT_SAFE);
  const result = await runJobInSlot(job, context, `manual-${context.clock.now().toISOString()}`);
  const runs = await lastRunsOf(context.db, [job.id]);
  return { result, job: jobView(job, runs.get(job.id) ?? []) };
};

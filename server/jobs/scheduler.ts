import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import cron from "node-cron";
import { serializeError, type Logger } from "../lib/logger";
import { jobRuns } from "../../shared/schema/operations";
import { heldHere, instanceName, keepRenewing, leaseEnd } from "../lib/lease";
import { deliverDueMail } from "../lib/outbox";
import type { Job, JobContext } from "./job-types";

/** A run is given up after this many holders died running it (a job that kills its process each time). */
export const MAX_RUN_ATTEMPTS = 3;
export const RUN_INTERRUPTED = "Interrupted: the instance running it stopped, and a later run has done its work";
export const RUN_GIVEN_UP = `Given up: the instance running it stopped ${MAX_RUN_ATTEMPTS} times`;

type ClaimedRun = { id: number; attempt: number };

/**
 * With several app instances every one fires the cron; the first to insert the (job, minute) row runs
 * it, the others skip. The row also records when each run happened, and holds the runner's lease.
 */
export const claimSlot = async (
  context: Pick<JobContext, "db" | "clock">,
  jobId: string,
  slot = context.clock.now().toISOString().slice(0, 16),
): Promise<ClaimedRun | undefined> => {
  const [row] = await context.db
    .insert(jobRuns)
    .values({ jobId, slot, startedAt: context.clock.now(), leaseUntil: leaseEnd(context.clock), holder: instanceName })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id, attempt: jobRuns.attempt });
  return row;
};

/**
 * One firing of a job: claim its slot, run it, record how it ended. A failure is logged and kept with its
 * error in `job_runs`; nothing else is done about it, because the next slot runs the job again (every
 * job is idempotent). Returns what happened, for tests and logs.
 */
export const runJobInSlot = async (
  job: Pick<Job, "id" | "run">,
  context: JobContext,
  /** The cron minute by default; an admin's "Run now" passes a slot of its own (manual-<iso>). */
  slot?: string,
): Promise<"skipped" | "succeeded" | "failed"> => {
  const run = await claimSlot(context, job.id, slot);
  if (run === undefined) return "skipped";
  return runClaimed(job, context, run);
};

/** Runs a claimed run, renewing its lease meanwhile; the end is written only while this holder still has it. */
const runClaimed = async (job: Pick<Job, "id" | "run">, context: JobContext, run: ClaimedRun) => {
  const isStillOurs = and(eq(jobRuns.id, run.id), eq(jobRuns.attempt, run.attempt), eq(jobRuns.status, "running"));
  heldHere.jobRuns.add(run.id);
  const stopRenewing = keepRenewing(
    async () => {
      const renewed = await context.db
        .update(jobRuns)
        .set({ leaseUntil: leaseEnd(context.clock) })
        .where(isStillOurs)
        .returning({ id: jobRuns.id });
      // Another instance took the run over (this one was cut off from the database longer than the lease):
      // the job goes on here, and is idempotent, but the record now belongs to the other.
      if (renewed.length === 0)
        context.logger.error({ job: job.id, runId: run.id }, "job run taken over by another instance while it ran here");
    },
    (error) => context.logger.warn({ err: error, job: job.id }, "job lease renewal failed"),
  );
  try {
    await job.run(context);
    await context.db.update(jobRuns).set({ status: "succeeded", finishedAt: context.clock.now() }).where(isStillOurs);
    return "succeeded" as const;
  } catch (error) {
    context.logger.error({ err: error, job: job.id }, "scheduled job failed");
    const message = describeFailure(error);
    await context.db
      .update(jobRuns)
      .set({ status: "failed", finishedAt: context.clock.now(), error: message })
      .where(isStillOurs)
      .catch(() => {});
    return "failed" as const;
  } finally {
    stopRenewing();
    heldHere.jobRuns.delete(run.id);
  }
};

/**
 * Runs whose holder died (their lease passed with no renewal): the newest run of a job is taken over and
 * run again here (every job is idempotent, so work the dead holder had done is not done twice); an older
 * one, whose job a later run has done since (it succeeded), and a run whose holders died MAX_RUN_ATTEMPTS
 * times, are marked failed. A run this process is still working on is never touched (`heldHere`).
 * Every instance calls this each minute; the conditional updates let one of them win.
 */
export const takeOverAbandonedRuns = async (jobList: Pick<Job, "id" | "run">[], context: JobContext) => {
  const now = context.clock.now();
  // A row without a lease was written by an older version still running beside this one: its lease is
  // taken to end ten minutes after its start.
  const isAbandoned = and(
    eq(jobRuns.status, "running"),
    lt(sql`coalesce(${jobRuns.leaseUntil}, ${jobRuns.startedAt} + interval '10 minutes')`, now),
  );
  const abandoned = (await context.db.select().from(jobRuns).where(isAbandoned).orderBy(asc(jobRuns.id))).filter(
    (row) => !heldHere.jobRuns.has(row.id),
  );
  const outcomes: { jobId: string; slot: string; outcome: "taken over" | "interrupted" | "given up" }[] = [];
  for (const row of abandoned) {
    const job = jobList.find((candidate) => candidate.id === row.jobId);
    const [newer] = await context.db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.jobId, row.jobId), gt(jobRuns.id, row.id), eq(jobRuns.status, "succeeded")))
      .limit(1);
    if (!job || newer || row.attempt >= MAX_RUN_ATTEMPTS) {
      const error = row.attempt >= MAX_RUN_ATTEMPTS && !newer ? RUN_GIVEN_UP : RUN_INTERRUPTED;
      const [ended] = await context.db
        .update(jobRuns)
        .set({ status: "failed", finishedAt: now, error })
        .where(and(eq(jobRuns.id, row.id), isAbandoned))
        .returning({ id: jobRuns.id });
      if (ended) {
        context.logger.warn({ job: row.jobId, slot: row.slot, holder: row.holder }, "abandoned job run marked failed");
        outcomes.push({ jobId: row.jobId, slot: row.slot, outcome: error === RUN_GIVEN_UP ? "given up" : "interrupted" });
      }
      continue;
    }
    const [claimed] = await context.db
      .update(jobRuns)
      .set({ leaseUntil: leaseEnd(context.clock), holder: instanceName, attempt: sql`${jobRuns.attempt} + 1` })
      .where(and(eq(jobRuns.id, row.id), isAbandoned))
      .returning({ id: jobRuns.id, attempt: jobRuns.attempt });
    if (!claimed) continue;
    context.logger.warn(
      { job: row.jobId, slot: row.slot, deadHolder: row.holder, attempt: claimed.attempt },
      "job run taken over after its lease",
    );
    await runClaimed(job, context, claimed);
    outcomes.push({ jobId: row.jobId, slot: row.slot, outcome: "taken over" });
  }
  return outcomes;
};

/** What a failed run stores: the error's own words, never a query's values (see lib/logger.ts). */
const describeFailure = (error: unknown) => {
  const safe = serializeError(error) as { type?: string; message?: string; code?: string; cause?: { message?: string; code?: string } };
  const words = safe.message ?? safe.cause?.message ?? "";
  return [safe.type, safe.code ?? safe.cause?.code, words].filter(Boolean).join(": ").slice(0, 1_000);
};

/** Starts every job on its cron schedule; returns a stop function for graceful shutdown. */
export const startScheduler = (jobList: Job[], context: JobContext, logger: Logger) => {
  const tasks = jobList.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        // A lost database while claiming: the next slot tries again.
        await runJobInSlot(job, context).catch((error: unknown) =>
          logger.error({ err: error, job: job.id }, "scheduled job could not start"),
        );
      },
      { timezone: job.timeZone?.(context) },
    ),
  );
  return () => {
    for (const task of tasks) void task.stop();
  };
};

/**
 * Delivery right after a mail is queued, without making the request wait: calls that arrive while a
 * delivery runs are folded into one follow-up run.
 */
export const createMailKicker = (context: JobContext) => {
  let running: Promise<void> | undefined;
  let isAgainNeeded = false;
  const run = async (): Promise<void> => {
    do {
      isAgainNeeded = false;
      await deliverDueMail({
        db: context.db,
        clock: context.clock,
        mailer: context.mailer,
        from: context.mailFrom,
        logger: context.logger,
      }).catch((error: unknown) => context.logger.error({ err: error }, "mail delivery run failed"));
    } while (isAgainNeeded);
  };
  return () => {
    if (running) {
      isAgainNeeded = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  };
};

import { eq } from "drizzle-orm";
import cron from "node-cron";
import { serializeError, type Logger } from "../lib/logger";
import { jobRuns } from "../../shared/schema/operations";
import { deliverDueMail } from "../lib/outbox";
import type { Job, JobContext } from "./index";

/**
 * With several app instances every one fires the cron; the first to insert the (job, minute) row runs
 * it, the others skip. The row also records when each run happened.
 */
export const claimSlot = async (
  context: Pick<JobContext, "db" | "clock">,
  jobId: string,
  slot = context.clock.now().toISOString().slice(0, 16),
) => {
  const [row] = await context.db
    .insert(jobRuns)
    .values({ jobId, slot, startedAt: context.clock.now() })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return row?.id;
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
  const runId = await claimSlot(context, job.id, slot);
  if (runId === undefined) return "skipped";
  try {
    await job.run(context);
    await context.db.update(jobRuns).set({ status: "succeeded", finishedAt: context.clock.now() }).where(eq(jobRuns.id, runId));
    return "succeeded";
  } catch (error) {
    context.logger.error({ err: error, job: job.id }, "scheduled job failed");
    const message = describeFailure(error);
    await context.db
      .update(jobRuns)
      .set({ status: "failed", finishedAt: context.clock.now(), error: message })
      .where(eq(jobRuns.id, runId))
      .catch(() => {});
    return "failed";
  }
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

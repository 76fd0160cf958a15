import cron from "node-cron";
import type { Logger } from "../lib/logger";
import { jobRuns } from "../../shared/schema/operations";
import { deliverDueMail } from "../lib/outbox";
import type { Job, JobContext } from "./index";

/**
 * With several app instances every one fires the cron; the first to insert the (job, minute) row runs
 * it, the others skip. The row also records when each run happened.
 */
export const claimSlot = async (context: Pick<JobContext, "db" | "clock">, jobId: string) => {
  const slot = context.clock.now().toISOString().slice(0, 16);
  const [row] = await context.db.insert(jobRuns).values({ jobId, slot }).onConflictDoNothing().returning({ id: jobRuns.id });
  return row !== undefined;
};

/** Starts every job on its cron schedule; returns a stop function for graceful shutdown. */
export const startScheduler = (jobList: Job[], context: JobContext, logger: Logger) => {
  const tasks = jobList.map((job) =>
    cron.schedule(job.schedule, async () => {
      try {
        if (!(await claimSlot(context, job.id))) return;
        await job.run(context);
      } catch (error) {
        logger.error({ err: error, job: job.id }, "scheduled job failed");
      }
    }),
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
      await deliverDueMail({ db: context.db, clock: context.clock, mailer: context.mailer, from: context.mailFrom, logger: context.logger }).catch(
        (error: unknown) => context.logger.error({ err: error }, "mail delivery run failed"),
      );
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

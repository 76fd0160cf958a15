import cron from "node-cron";
import type { Logger } from "../lib/logger";
import type { Job, JobContext } from "./index";

/** Starts every job on its cron schedule; returns a stop function for graceful shutdown. */
export const startScheduler = (jobList: Job[], context: JobContext, logger: Logger) => {
  const tasks = jobList.map((job) =>
    cron.schedule(job.schedule, async () => {
      try {
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

import type { Database } from "../db/connection";
import type { JobContext } from "../jobs";
import { runJobInSlot } from "../jobs/scheduler";
import { silentLogger } from "../lib/logger";
import { createMemoryMailer } from "../lib/mailer";
import type { createTestClock } from "./test-app";

type TestClock = ReturnType<typeof createTestClock>;

/** What a scheduled job gets, for a test: a memory mailer it can read back, a clock it can move. */
export const testJobContext = (db: Database, clock: TestClock, extra: Omit<Partial<JobContext>, "db" | "clock" | "mailer"> = {}) => ({
  db,
  clock,
  mailer: createMemoryMailer(),
  mailFrom: "a@b.test",
  logger: silentLogger(),
  siteOrigin: "http://college.test",
  ...extra,
});

/**
 * A run that claims its slot and then works until the test releases it: a long job, or one whose instance
 * stalls or dies. `finished` is runJobInSlot's outcome once released.
 */
export const holdRun = (jobId: string, context: JobContext) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const finished = runJobInSlot({ id: jobId, run: () => held }, context);
  return { finished, release: () => release() };
};

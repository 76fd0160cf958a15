import { lt } from "drizzle-orm";
import { sessions } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { deliverDueMail } from "../lib/outbox";
import { runSubscriptionLifecycle } from "../billing/subscription-lifecycle.job";
import { runHousekeeping } from "./housekeeping.job";

export type JobContext = { db: Database; clock: Clock; mailer: Mailer; mailFrom: string; logger: Logger; siteOrigin: string };
export type Job = { id: string; schedule: string; run: (context: JobContext) => Promise<void> };

/** The one list of scheduled jobs. Each run is idempotent, so an overlap between instances is harmless. */
export const jobs: Job[] = [
  {
    id: "subscription-lifecycle",
    schedule: "0 6 * * *",
    run: async ({ db, clock, siteOrigin }) => {
      await runSubscriptionLifecycle({ db, clock, siteOrigin });
    },
  },
  {
    // Mail is also sent right after it is queued; this run catches retries and anything a crash left.
    id: "deliver-mail",
    schedule: "* * * * *",
    run: async ({ db, clock, mailer, mailFrom, logger }) => {
      await deliverDueMail({ db, clock, mailer, from: mailFrom, logger });
    },
  },
  {
    id: "prune-expired-sessions",
    schedule: "*/15 * * * *",
    run: async ({ db, clock }) => {
      await db.delete(sessions).where(lt(sessions.expire, clock.now()));
    },
  },
  {
    id: "housekeeping",
    schedule: "17 3 * * *",
    run: async ({ db, clock, logger }) => {
      logger.info({ pruned: await runHousekeeping({ db, clock }) }, "housekeeping done");
    },
  },
];

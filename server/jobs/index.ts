import { lt } from "drizzle-orm";
import { loginThrottles, sessions } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { deliverDueMail } from "../lib/outbox";
import { runSubscriptionLifecycle } from "../billing/subscription-lifecycle.job";

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
    id: "prune-login-throttles",
    schedule: "7 * * * *",
    run: async ({ db, clock }) => {
      const dayAgo = new Date(clock.now().getTime() - 24 * 3_600_000);
      await db.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, dayAgo));
    },
  },
];

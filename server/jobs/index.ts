import { lt } from "drizzle-orm";
import { loginThrottles, sessions } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";

export type JobContext = { db: Database; clock: Clock };
export type Job = { id: string; schedule: string; run: (context: JobContext) => Promise<void> };

/** The one list of scheduled jobs. Each run is idempotent, so an overlap between instances is harmless. */
export const jobs: Job[] = [
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

import { lt } from "drizzle-orm";
import { sessions } from "../../shared/schema/auth";
import { runScheduledBackup } from "../backups/backup.job";
import { markInterruptedBackups } from "../backups/backup.service";
import { BATCH_SIZE as MAIL_BATCH_SIZE, deliverDueMail } from "../lib/outbox";
import { runSubscriptionLifecycle } from "../billing/subscription-lifecycle.job";
import { sendDueAdRefunds } from "../advertising/ad-refunds.service";
import { sendCampaignReports } from "../advertising/campaign-reports.job";
import { runCampaignSends } from "../outreach/campaign-sends.job";
import { rollUpAdEvents } from "../ad-serving/ad-event-roll-up";
import { SCHOOL_TIME_ZONE } from "../lib/school-time";
import { runHousekeeping } from "./housekeeping.job";
import { sendDueClassReminders } from "../live-classes/class-reminders.job";
import type { Job } from "./job-types";
import { takeOverAbandonedRuns } from "./scheduler";

export type { Job, JobContext } from "./job-types";

const RECOVERY_JOB_ID = "recover-abandoned-runs";
const MAIL_RUN_BUDGET_MS = 45_000;

const backupJob = (kind: "daily" | "weekly", schedule: string): Job => ({
  id: `backup-${kind}`,
  schedule,
  description: `The ${kind} backup, mailed to the backup address`,
  // Another dump and another mail: started from the Backups tab instead.
  safeToRunTwice: false,
  timeZone: ({ backups }) => backups?.timeZone,
  run: async ({ database, backups, clock, logger }) => {
    if (!database || !backups) throw new Error("Backups are not configured for the scheduled jobs");
    await runScheduledBackup({ database, clock, config: backups, kind, logger });
  },
});

/** The one list of scheduled jobs. Each run is idempotent, so an overlap between instances is harmless. */
export const jobs: Job[] = [
  {
    id: "subscription-lifecycle",
    schedule: "0 6 * * *",
    description: "Renewal reminders, past-due and expired subscriptions",
    // Each reminder is sent once (a unique row per subscription, period and kind); the status changes only match rows still due.
    safeToRunTwice: true,
    run: async ({ db, clock, siteOrigin }) => {
      await runSubscriptionLifecycle({ db, clock, siteOrigin });
    },
  },
  {
    // Mail is also sent right after it is queued; this run catches retries and anything a crash left.
    id: "deliver-mail",
    schedule: "* * * * *",
    description: "Sends queued mail and retries failed deliveries",
    safeToRunTwice: true,
    run: async ({ db, clock, mailer, mailFrom, logger }) => {
      // Batch after batch while full ones come, for up to 45 s: a campaign or the mail held back by an SMTP
      // outage goes out at the server's pace, not ten a minute. The next minute's run goes on from there.
      const startedAt = Date.now();
      while (Date.now() - startedAt < MAIL_RUN_BUDGET_MS) {
        const { claimed } = await deliverDueMail({ db, clock, mailer, from: mailFrom, logger });
        if (claimed < MAIL_BATCH_SIZE) break;
      }
    },
  },
  {
    id: "prune-expired-sessions",
    schedule: "*/15 * * * *",
    description: "Removes expired sign-in sessions",
    safeToRunTwice: true,
    run: async ({ db, clock }) => {
      await db.delete(sessions).where(lt(sessions.expire, clock.now()));
    },
  },
  {
    id: "advertising",
    schedule: "*/15 * * * *",
    description: "End-of-campaign reports to advertisers and ad refunds Yoco has not accepted yet",
    // A report is claimed by a conditional update before it is queued; a refund is asked under one key per payment.
    safeToRunTwice: true,
    run: async ({ db, clock, siteOrigin, yoco, logger }) => {
      const reports = await sendCampaignReports({ db, clock, siteOrigin });
      const refunds = yoco ? await sendDueAdRefunds({ db, yoco, logger }) : 0;
      if (reports > 0 || refunds > 0) logger.info({ reports, refunds }, "advertising job done");
    },
  },
  {
    id: "campaign-sends",
    schedule: "* * * * *",
    description: "Sends the bulk campaigns' emails as each one's time comes",
    // Each recipient is claimed by a conditional update before its email is queued: never sent twice.
    safeToRunTwice: true,
    run: async ({ db, clock, siteOrigin, unsubscribeSecret, school }) => {
      if (!unsubscribeSecret) throw new Error("The campaign job needs the secret that signs unsubscribe links");
      if (!school) throw new Error("The campaign job needs the school's name and postal address for the mail footer");
      await runCampaignSends({ db, clock, siteOrigin, secret: unsubscribeSecret, school });
    },
  },
  {
    id: "live-class-reminders",
    schedule: "*/5 * * * *",
    description: "Reminds booked students of a live class starting within the hour",
    // Each booking is claimed by a conditional update of its reminderSentAt before its mail is queued.
    safeToRunTwice: true,
    run: async ({ db, clock, siteOrigin, logger }) => {
      const reminders = await sendDueClassReminders({ db, clock, siteOrigin });
      if (reminders > 0) logger.info({ reminders }, "live class reminders queued");
    },
  },
  {
    id: "housekeeping",
    schedule: "17 3 * * *",
    description: "Forgets old rate-limit counters, webhook ids, job runs and sent mail",
    safeToRunTwice: true,
    run: async ({ db, clock, logger }) => {
      logger.info({ pruned: await runHousekeeping({ db, clock }) }, "housekeeping done");
    },
  },
  {
    id: "ad-events-roll-up",
    schedule: "23 1 * * *",
    timeZone: () => SCHOOL_TIME_ZONE,
    description: "Rolls ad impressions and clicks older than two days up into daily counts",
    // One statement moves the rows and adds their counts: a second run finds nothing left to move.
    safeToRunTwice: true,
    run: async ({ db, clock, logger }) => {
      const moved = await rollUpAdEvents({ db, now: clock.now() });
      if (moved.events > 0) logger.info(moved, "ad events rolled up");
    },
  },
  // 09:00 every day and 10:00 on Sundays, in BACKUP_TIME_ZONE; once across instances by the slot claim.
  backupJob("daily", "0 9 * * *"),
  backupJob("weekly", "0 10 * * 0"),
  {
    id: RECOVERY_JOB_ID,
    schedule: "* * * * *",
    description: "Takes over a job whose instance stopped in the middle (after its 2-minute lease) and marks interrupted backups failed",
    // Each takeover is a conditional update of the abandoned row: one instance wins it.
    safeToRunTwice: true,
    run: async (context) => {
      const outcomes = await takeOverAbandonedRuns(
        jobs.filter((job) => job.id !== RECOVERY_JOB_ID),
        context,
      );
      const backups =
        context.database && context.backups
          ? await markInterruptedBackups({
              database: context.database,
              clock: context.clock,
              config: context.backups,
              logger: context.logger,
            })
          : 0;
      if (outcomes.length > 0 || backups > 0) context.logger.info({ outcomes, interruptedBackups: backups }, "abandoned runs recovered");
    },
  },
];

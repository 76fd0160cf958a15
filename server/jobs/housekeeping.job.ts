import { and, eq, isNull, like, lt, notLike, or } from "drizzle-orm";
import { auditLog } from "../../shared/schema/audit";
import { accountTokens, loginThrottles } from "../../shared/schema/auth";
import { webhookEvents } from "../../shared/schema/billing";
import { jobRuns, mailOutbox, rateLimitCounters } from "../../shared/schema/operations";
import { placementTests } from "../../shared/schema/placement";
import { ACCOUNT_SIGN_IN_PACE, SIGN_IN_KEY_PREFIX } from "../auth/account-sign-in-pace";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";

const DAY_MS = 24 * 3_600_000;

/** How long each kind of bookkeeping row is worth keeping. */
export const RETENTION_DAYS = {
  /** The longest rate-limit window is an hour and a sign-in block 15 minutes: a day is plenty. */
  rateLimitCounters: 1,
  loginThrottles: 1,
  /**
   * A single-use link, a day after it was spent or expired: it opens nothing any more, and its row still
   * holds an address (the one a change was waiting for, too). A reset counts the links of its last hour.
   */
  accountTokens: 1,
  /** Where an account last signed in from, which lets its owner past the per-account pace (decision 0067). */
  signInAddresses: ACCOUNT_SIGN_IN_PACE.usualAddressDays,
  /** A webhook id only guards against a redelivery, which providers attempt for a few days at most. */
  webhookEvents: 30,
  /** Kept for the admin's view of recent job runs. */
  jobRuns: 30,
  /** Sent mail is a record for the office; failed and queued mail is kept until someone deals with it. */
  sentMail: 90,
  /** What admins did (decision 0052): five years, as long as the payment records their refunds concern. */
  auditLog: 5 * 365 + 1,
  /**
   * A visitor's placement test that no account took along: its session (the only way back to it) ends
   * after 30 idle minutes, so after two days it is of use to nobody (decision 0066).
   */
  visitorPlacementTests: 2,
} as const;

/**
 * Once a day: forget what no longer protects or records anything, so that these tables stay small
 * (a row per minute for job runs, a row per address for limits, a row per webhook).
 */
export const runHousekeeping = async ({ db, clock }: { db: Database; clock: Clock }) => {
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
  const counts = {
    rateLimitCounters: (
      await db
        .delete(rateLimitCounters)
        .where(
          and(
            lt(rateLimitCounters.windowStartedAt, daysAgo(RETENTION_DAYS.rateLimitCounters)),
            notLike(rateLimitCounters.key, `${SIGN_IN_KEY_PREFIX.usualAddress}%`),
          ),
        )
        .returning({ key: rateLimitCounters.key })
    ).length,
    signInAddresses: (
      await db
        .delete(rateLimitCounters)
        .where(
          and(
            like(rateLimitCounters.key, `${SIGN_IN_KEY_PREFIX.usualAddress}%`),
            lt(rateLimitCounters.windowStartedAt, daysAgo(RETENTION_DAYS.signInAddresses)),
          ),
        )
        .returning({ key: rateLimitCounters.key })
    ).length,
    loginThrottles: (
      await db
        .delete(loginThrottles)
        .where(lt(loginThrottles.windowStartedAt, daysAgo(RETENTION_DAYS.loginThrottles)))
        .returning({ key: loginThrottles.key })
    ).length,
    accountTokens: (
      await db
        .delete(accountTokens)
        .where(
          or(
            lt(accountTokens.usedAt, daysAgo(RETENTION_DAYS.accountTokens)),
            lt(accountTokens.expiresAt, daysAgo(RETENTION_DAYS.accountTokens)),
          ),
        )
        .returning({ id: accountTokens.id })
    ).length,
    webhookEvents: (
      await db
        .delete(webhookEvents)
        .where(lt(webhookEvents.receivedAt, daysAgo(RETENTION_DAYS.webhookEvents)))
        .returning({ id: webhookEvents.id })
    ).length,
    jobRuns: (
      await db
        .delete(jobRuns)
        .where(lt(jobRuns.startedAt, daysAgo(RETENTION_DAYS.jobRuns)))
        .returning({ id: jobRuns.id })
    ).length,
    sentMail: (
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, daysAgo(RETENTION_DAYS.sentMail))))
        .returning({ id: mailOutbox.id })
    ).length,
    auditLog: (
      await db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, daysAgo(RETENTION_DAYS.auditLog)))
        .returning({ id: auditLog.id })
    ).length,
    // Their responses go with them (on delete cascade).
    visitorPlacementTests: (
      await db
        .delete(placementTests)
        .where(and(isNull(placementTests.userId), lt(placementTests.startedAt, daysAgo(RETENTION_DAYS.visitorPlacementTests))))
        .returning({ id: placementTests.id })
    ).length,
  };
  return counts;
};

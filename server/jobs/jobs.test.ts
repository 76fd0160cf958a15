import { describe, expect, it } from "vitest";
import { loginThrottles, sessions } from "../../shared/schema/auth";
import { webhookEvents } from "../../shared/schema/billing";
import { jobRuns, mailOutbox, rateLimitCounters } from "../../shared/schema/operations";
import { createTestClock } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { silentLogger } from "../lib/logger";
import { createMemoryMailer } from "../lib/mailer";
import { jobs } from "./index";

const runJob = async (id: string, now: Date) => {
  const { db } = await getTestDatabase();
  await jobs.find((job) => job.id === id)!.run({
    db,
    clock: createTestClock(now),
    mailer: createMemoryMailer(),
    mailFrom: "a@b.test",
    logger: silentLogger(),
    siteOrigin: "http://college.test",
  });
  return db;
};

describe("scheduled jobs", () => {
  it("prune-expired-sessions deletes only expired sessions", async () => {
    const { db } = await getTestDatabase();
    await db.insert(sessions).values([
      { sid: "old", sess: {}, expire: new Date("2026-11-21T09:00:00Z") },
      { sid: "live", sess: {}, expire: new Date("2026-11-21T11:00:00Z") },
    ]);
    await runJob("prune-expired-sessions", new Date("2026-11-21T10:00:00Z"));
    expect((await db.select().from(sessions)).map((row) => row.sid)).toEqual(["live"]);
  });

  it("housekeeping prunes old limit counters, throttles, webhook ids, job runs and sent mail, and keeps the rest", async () => {
    const { db } = await getTestDatabase();
    const now = new Date("2026-11-21T10:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
    await db.insert(loginThrottles).values([
      { key: "ip:old", failures: 3, windowStartedAt: ago(2) },
      { key: "ip:recent", failures: 3, windowStartedAt: ago(0.1) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: "contact|ip:old", hits: 5, windowStartedAt: ago(2) },
      { key: "contact|ip:recent", hits: 1, windowStartedAt: ago(0.01) },
    ]);
    await db.insert(webhookEvents).values([
      { id: "msg_old", type: "payment.succeeded", receivedAt: ago(31) },
      { id: "msg_recent", type: "payment.succeeded", receivedAt: ago(2) },
    ]);
    await db.insert(jobRuns).values([
      { jobId: "deliver-mail", slot: "2026-10-01T10:00", startedAt: ago(51) },
      { jobId: "deliver-mail", slot: "2026-11-21T09:59", startedAt: ago(0) },
    ]);
    const mail = { toAddress: "a@b.test", subject: "s", textBody: "t" };
    await db.insert(mailOutbox).values([
      { ...mail, subject: "old sent", status: "sent", sentAt: ago(91) },
      { ...mail, subject: "recent sent", status: "sent", sentAt: ago(10) },
      { ...mail, subject: "old failed", status: "failed", nextAttemptAt: ago(200) },
    ]);

    await runJob("housekeeping", now);

    expect((await db.select().from(loginThrottles)).map((row) => row.key)).toEqual(["ip:recent"]);
    expect((await db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(["contact|ip:recent"]);
    expect((await db.select().from(webhookEvents)).map((row) => row.id)).toEqual(["msg_recent"]);
    expect((await db.select().from(jobRuns)).map((row) => row.slot)).toEqual(["2026-11-21T09:59"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.subject).sort()).toEqual(["old failed", "recent sent"]);
  });

  it("every job has a valid cron schedule and a unique id", async () => {
    const cron = await import("node-cron");
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    for (const job of jobs) expect(cron.validate(job.schedule)).toBe(true);
  });
});

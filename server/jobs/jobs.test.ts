import { describe, expect, it, vi } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { loginThrottles, sessions } from "../../shared/schema/auth";
import { webhookEvents } from "../../shared/schema/billing";
import { jobRuns, mailOutbox, rateLimitCounters } from "../../shared/schema/operations";
import { createTestClock } from "../test/test-app";
import { testJobContext } from "../test/job-context";
import { getTestDatabase } from "../test/test-database";
import { enqueueMail } from "../lib/outbox";
import { jobs } from "./index";
import { runJobInSlot } from "./scheduler";

const runJob = async (id: string, now: Date) => {
  const { db } = await getTestDatabase();
  await jobs.find((job) => job.id === id)!.run(testJobContext(db, createTestClock(now)));
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
    const action = { actorName: "principal", action: "plan.update", targetType: "plan", targetId: "1" };
    await db.insert(auditLog).values([
      { ...action, summary: "six years ago", createdAt: ago(6 * 365) },
      { ...action, summary: "four years ago", createdAt: ago(4 * 365) },
    ]);

    await runJob("housekeeping", now);

    expect((await db.select().from(loginThrottles)).map((row) => row.key)).toEqual(["ip:recent"]);
    expect((await db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(["contact|ip:recent"]);
    expect((await db.select().from(webhookEvents)).map((row) => row.id)).toEqual(["msg_recent"]);
    expect((await db.select().from(jobRuns)).map((row) => row.slot)).toEqual(["2026-11-21T09:59"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.subject).sort()).toEqual(["old failed", "recent sent"]);
    // The audit log is kept five years (decision 0052).
    expect((await db.select().from(auditLog)).map((row) => row.summary)).toEqual(["four years ago"]);
  });

  it("deliver-mail sends every due mail in one run, batch after batch, not only the first batch", async () => {
    const { db } = await getTestDatabase();
    const clock = createTestClock();
    for (let index = 0; index < 25; index++)
      await enqueueMail({ db, now: clock.now(), mail: { to: `s${index}@example.com`, subject: `Notice ${index}`, text: "Hi" } });
    const context = testJobContext(db, clock);
    await jobs.find((job) => job.id === "deliver-mail")!.run(context);
    expect(context.mailer.sent).toHaveLength(25);
    expect((await db.select().from(mailOutbox)).every((mail) => mail.status === "sent")).toBe(true);
  });

  it("every job has a valid cron schedule and a unique id", async () => {
    const cron = await import("node-cron");
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    for (const job of jobs) expect(cron.validate(job.schedule)).toBe(true);
  });
});

describe("the scheduler", () => {
  const contextOn = async (clock: ReturnType<typeof createTestClock>) => testJobContext((await getTestDatabase()).db, clock);

  it("runs a job once per slot when two app instances fire it together", async () => {
    const clock = createTestClock(new Date("2026-11-21T06:00:10Z"));
    const run = vi.fn(async () => {});
    const job = { id: "nightly", schedule: "0 6 * * *", run };
    const instances = [await contextOn(clock), await contextOn(clock)];
    const outcomes = await Promise.all(instances.map((context) => runJobInSlot(job, context)));
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    expect(run).toHaveBeenCalledTimes(1);
    const { db } = await getTestDatabase();
    expect(await db.select().from(jobRuns)).toMatchObject([
      { jobId: "nightly", slot: "2026-11-21T06:00", status: "succeeded", finishedAt: clock.now() },
    ]);
  });

  it("records a failing run with its error and runs the job again at the next slot", async () => {
    const clock = createTestClock(new Date("2026-11-21T06:00:10Z"));
    const run = vi.fn().mockRejectedValueOnce(new Error("SMTP server said no")).mockResolvedValueOnce(undefined);
    const job = { id: "deliver-mail", schedule: "* * * * *", run };
    const context = await contextOn(clock);
    expect(await runJobInSlot(job, context)).toBe("failed");
    expect(await runJobInSlot(job, context)).toBe("skipped");
    clock.advance(60_000);
    expect(await runJobInSlot(job, context)).toBe("succeeded");
    const { db } = await getTestDatabase();
    const runs = await db.select().from(jobRuns).orderBy(jobRuns.slot);
    expect(runs.map((row) => [row.slot, row.status, row.error])).toEqual([
      ["2026-11-21T06:00", "failed", "Error: SMTP server said no"],
      ["2026-11-21T06:01", "succeeded", null],
    ]);
  });
});

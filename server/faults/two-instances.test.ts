import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns } from "../../shared/schema/operations";
import { retentionOfEveryKind } from "../backups/backup-config";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { jobs, type JobContext } from "../jobs";
import { runJobInSlot } from "../jobs/scheduler";
import { heldHere, LEASE_MS } from "../lib/lease";
import { enqueueMail } from "../lib/outbox";
import { createTestClock } from "../test/test-app";
import { holdRun, testJobContext } from "../test/job-context";
import { getTestDatabase, serverTestDatabaseUrl } from "../test/test-database";

/**
 * Two app instances on one PostgreSQL database, each with its own connection pool, mailer and clock (the
 * same time, as two machines' clocks): every scheduled job fires on both at once, as cron does.
 */
describe.skipIf(!serverTestDatabaseUrl())("two instances on one database", () => {
  const backups = {
    dir: mkdtempSync(join(tmpdir(), "college-two-")),
    retention: retentionOfEveryKind(14),
    mailAttach: false,
    timeZone: "UTC",
  };
  let second: DatabaseHandle;

  beforeAll(async () => {
    await getTestDatabase();
    second = openServerDatabase(serverTestDatabaseUrl()!, { max: 5 });
  });
  afterAll(async () => {
    await second?.close();
  });

  const instance = (database: DatabaseHandle, now: Date) => {
    const context = testJobContext(database.db, createTestClock(now), {
      database,
      backups,
      mailFrom: "school@college.test",
      unsubscribeSecret: "a-secret-of-thirty-two-characters-or-more",
      school: { name: "College", postalAddress: "1 Long Street, Cape Town" },
    });
    return { context, mailer: context.mailer };
  };

  it("runs every scheduled job once per slot, and sends each queued mail once", async () => {
    const first = await getTestDatabase();
    const now = new Date("2026-11-29T10:00:05Z");
    // Queued by the same clock as the instances read: the mails are due at their time, whatever the day is.
    for (let index = 0; index < 30; index++)
      await enqueueMail({ db: first.db, now, mail: { to: `student${index}@example.com`, subject: `Mail ${index}`, text: "Hello" } });
    const instances = [instance(first, now), instance(second, now)];
    const calls = new Map<string, number>();
    const counted = jobs.map((job) => ({
      id: job.id,
      run: async (context: JobContext) => {
        calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
        // A backup costs seconds here (backups.test.ts and the crash test take real ones): its claim is what counts.
        if (!job.id.startsWith("backup-")) await job.run(context);
      },
    }));

    const outcomes = await Promise.all(instances.flatMap(({ context }) => counted.map((job) => runJobInSlot(job, context))));

    expect(outcomes.filter((outcome) => outcome === "succeeded")).toHaveLength(jobs.length);
    expect(outcomes.filter((outcome) => outcome === "skipped")).toHaveLength(jobs.length);
    expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(jobs.map((job) => [job.id, 1])));
    const runs = await first.db.select().from(jobRuns);
    expect(runs).toHaveLength(jobs.length);
    expect(new Set(runs.map((run) => run.status))).toEqual(new Set(["succeeded"]));
    const sent = instances.flatMap(({ mailer }) => mailer.sent.map((mail) => mail.subject));
    expect(sent.filter((subject) => subject.startsWith("Mail "))).toHaveLength(30);
    expect(new Set(sent).size).toBe(sent.length);
  }, 60_000);

  it("takes over a job whose instance died mid-run, on the other instance, after the lease", async () => {
    const first = await getTestDatabase();
    const now = new Date("2026-11-29T11:00:05Z");
    // The first instance claims the minute's mail run and dies before finishing: its lease is never renewed.
    const { context: dying } = instance(first, now);
    const stuck = holdRun("deliver-mail", dying);
    await expect.poll(async () => (await first.db.select().from(jobRuns)).length).toBe(1);
    // Both instances live in this test process: the dying one's hold on its run is what a real death loses.
    const [claimed] = await first.db.select().from(jobRuns);
    heldHere.jobRuns.delete(claimed!.id);
    await enqueueMail({ db: first.db, now, mail: { to: "late@example.com", subject: "Left behind", text: "Hello" } });

    // The other instance's recovery job, once the lease has passed, runs the mail job in that slot.
    const survivor = instance(second, new Date(now.getTime() + LEASE_MS + 60_000));
    const recovery = jobs.find((job) => job.id === "recover-abandoned-runs")!;
    expect(await runJobInSlot(recovery, survivor.context)).toBe("succeeded");
    const [mailRun] = (await first.db.select().from(jobRuns)).filter((run) => run.jobId === "deliver-mail");
    expect(mailRun).toMatchObject({ slot: "2026-11-29T11:00", status: "succeeded", attempt: 2 });
    expect(survivor.mailer.sent.map((mail) => mail.subject)).toEqual(["Left behind"]);
    // The "dead" run ends now (no renewal timer left behind): its end does not overwrite the successor's.
    stuck.release();
    await stuck.finished;
    expect((await first.db.select().from(jobRuns)).find((run) => run.jobId === "deliver-mail")).toMatchObject({
      status: "succeeded",
      attempt: 2,
    });
  }, 30_000);
});

import { mkdtempSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { backupRuns, jobRuns } from "../../shared/schema/operations";
import { retentionOfEveryKind } from "../backups/backup-config";
import { BACKUP_INTERRUPTED, markInterruptedBackups, takeBackup } from "../backups/backup.service";
import { heldHere, instanceName, LEASE_MS } from "../lib/lease";
import { createTestClock } from "../test/test-app";
import { holdRun, testJobContext } from "../test/job-context";
import { getTestDatabase } from "../test/test-database";
import { jobs } from "./index";
import { MAX_RUN_ATTEMPTS, RUN_GIVEN_UP, RUN_INTERRUPTED, runJobInSlot, takeOverAbandonedRuns } from "./scheduler";

const NOW = new Date("2026-11-27T09:10:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const contextAt = async (now = NOW) => testJobContext((await getTestDatabase()).db, createTestClock(now));

/** A run as a dead instance leaves it: running, its lease passed, nobody renewing it. */
const abandonedRun = async (values: { jobId: string; slot: string; startedMinutesAgo: number; attempt?: number }) => {
  const { db } = await getTestDatabase();
  const startedAt = minutesAgo(values.startedMinutesAgo);
  const [row] = await db
    .insert(jobRuns)
    .values({
      jobId: values.jobId,
      slot: values.slot,
      startedAt,
      leaseUntil: new Date(startedAt.getTime() + LEASE_MS),
      holder: "gone-host:4242",
      attempt: values.attempt ?? 1,
    })
    .returning();
  return row!;
};

const runOf = async (id: number) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row!;
};

describe("job leases", () => {
  it("a run holds a lease while it works, in its holder's name", async () => {
    const context = await contextAt();
    let leaseDuringRun: Date | null | undefined;
    const job = {
      id: "nightly",
      run: async () => {
        leaseDuringRun = (await context.db.select().from(jobRuns))[0]?.leaseUntil;
      },
    };
    expect(await runJobInSlot(job, context)).toBe("succeeded");
    expect(leaseDuringRun).toEqual(new Date(NOW.getTime() + LEASE_MS));
    expect(await context.db.select().from(jobRuns)).toMatchObject([{ holder: instanceName, attempt: 1, status: "succeeded" }]);
  });

  it("a run whose holder died is taken over after its lease and run again, once", async () => {
    const dead = await abandonedRun({ jobId: "deliver-mail", slot: "2026-11-27T09:05", startedMinutesAgo: 5 });
    const run = vi.fn(async () => {});
    const job = { id: "deliver-mail", run };
    // Two instances sweep at the same moment: one of them takes the run over.
    const outcomes = await Promise.all([takeOverAbandonedRuns([job], await contextAt()), takeOverAbandonedRuns([job], await contextAt())]);
    expect(outcomes.flat()).toEqual([{ jobId: "deliver-mail", slot: "2026-11-27T09:05", outcome: "taken over" }]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await runOf(dead.id)).toMatchObject({ status: "succeeded", attempt: 2, holder: instanceName, finishedAt: NOW, error: null });
  });

  it("leaves a run alone while its lease lasts", async () => {
    const context = await contextAt();
    const [live] = await context.db
      .insert(jobRuns)
      .values({ jobId: "deliver-mail", slot: "2026-11-27T09:09", startedAt: minutesAgo(1), leaseUntil: minutesAgo(-1), holder: "alive:1" })
      .returning();
    const run = vi.fn(async () => {});
    expect(await takeOverAbandonedRuns([{ id: "deliver-mail", run }], context)).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    expect(await runOf(live!.id)).toMatchObject({ status: "running", holder: "alive:1", attempt: 1 });
  });

  it("marks an abandoned run failed without running it again when a later run has done the job", async () => {
    const old = await abandonedRun({ jobId: "campaign-sends", slot: "2026-11-27T08:00", startedMinutesAgo: 70 });
    const context = await contextAt();
    await context.db
      .insert(jobRuns)
      .values({ jobId: "campaign-sends", slot: "2026-11-27T08:01", startedAt: minutesAgo(69), status: "succeeded" });
    const run = vi.fn(async () => {});
    expect(await takeOverAbandonedRuns([{ id: "campaign-sends", run }], context)).toEqual([
      { jobId: "campaign-sends", slot: "2026-11-27T08:00", outcome: "interrupted" },
    ]);
    expect(run).not.toHaveBeenCalled();
    expect(await runOf(old.id)).toMatchObject({ status: "failed", error: RUN_INTERRUPTED, finishedAt: NOW });
  });

  it(`gives a run up after its holders died ${MAX_RUN_ATTEMPTS} times`, async () => {
    const dead = await abandonedRun({ jobId: "backup-daily", slot: "2026-11-27T07:00", startedMinutesAgo: 10, attempt: MAX_RUN_ATTEMPTS });
    const run = vi.fn(async () => {});
    expect(await takeOverAbandonedRuns([{ id: "backup-daily", run }], await contextAt())).toEqual([
      { jobId: "backup-daily", slot: "2026-11-27T07:00", outcome: "given up" },
    ]);
    expect(run).not.toHaveBeenCalled();
    expect(await runOf(dead.id)).toMatchObject({ status: "failed", error: RUN_GIVEN_UP });
  });

  it("a holder whose lease was taken over does not write over its successor's end", async () => {
    const context = await contextAt();
    const first = holdRun("housekeeping", context);
    await vi.waitFor(async () => expect(await context.db.select().from(jobRuns)).toHaveLength(1));
    // The first holder stalls past its lease; another instance takes the run over and finishes it with an error.
    context.clock.advance(LEASE_MS + 1_000);
    const [row] = await context.db.select().from(jobRuns);
    heldHere.jobRuns.delete(row!.id); // as if the first holder were another process
    await takeOverAbandonedRuns([{ id: "housekeeping", run: () => Promise.reject(new Error("disk full")) }], context);
    first.release();
    expect(await first.finished).toBe("succeeded");
    expect(await runOf(row!.id)).toMatchObject({ status: "failed", attempt: 2, error: "Error: disk full" });
  });

  it("never takes over a run this process is still working on, even when its lease has passed (renewals lost in an outage)", async () => {
    const context = await contextAt();
    const working = holdRun("advertising", context);
    await vi.waitFor(async () => expect(await context.db.select().from(jobRuns)).toHaveLength(1));
    context.clock.advance(LEASE_MS + 60_000);
    const again = vi.fn(async () => {});
    expect(await takeOverAbandonedRuns([{ id: "advertising", run: again }], context)).toEqual([]);
    expect(again).not.toHaveBeenCalled();
    working.release();
    expect(await working.finished).toBe("succeeded");
    expect(await context.db.select().from(jobRuns)).toMatchObject([{ status: "succeeded", attempt: 1 }]);
  });

  it("takes over an abandoned run when the later runs of its job did not succeed, and one written without a lease", async () => {
    const dead = await abandonedRun({ jobId: "subscription-lifecycle", slot: "2026-11-27T06:00", startedMinutesAgo: 190 });
    const context = await contextAt();
    await context.db
      .insert(jobRuns)
      .values({ jobId: "subscription-lifecycle", slot: "manual-x", startedAt: minutesAgo(100), status: "failed" });
    // An older version's run beside this one: no lease, started 11 minutes ago.
    const [unleased] = await context.db
      .insert(jobRuns)
      .values({ jobId: "housekeeping", slot: "2026-11-27T08:59", startedAt: minutesAgo(11), leaseUntil: null })
      .returning();
    const lifecycle = vi.fn(async () => {});
    const housekeeping = vi.fn(async () => {});
    const outcomes = await takeOverAbandonedRuns(
      [
        { id: "subscription-lifecycle", run: lifecycle },
        { id: "housekeeping", run: housekeeping },
      ],
      context,
    );
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["taken over", "taken over"]);
    expect(lifecycle).toHaveBeenCalledTimes(1);
    expect(housekeeping).toHaveBeenCalledTimes(1);
    expect(await runOf(dead.id)).toMatchObject({ status: "succeeded", attempt: 2 });
    expect(await runOf(unleased!.id)).toMatchObject({ status: "succeeded", attempt: 2 });
  });

  it("the recovery job is in the list, every minute, and takes over the other jobs' runs", async () => {
    const recovery = jobs.find((job) => job.id === "recover-abandoned-runs");
    expect(recovery).toMatchObject({ schedule: "* * * * *", safeToRunTwice: true });
    const dead = await abandonedRun({ jobId: "prune-expired-sessions", slot: "2026-11-27T09:00", startedMinutesAgo: 10 });
    await recovery!.run(await contextAt());
    expect(await runOf(dead.id)).toMatchObject({ status: "succeeded", attempt: 2 });
  });
});

describe("interrupted backups", () => {
  const config = () => ({
    dir: mkdtempSync(join(tmpdir(), "college-backups-")),
    retention: retentionOfEveryKind(14),
    mailAttach: false,
    timeZone: "Africa/Johannesburg",
  });

  it("a backup whose process died is marked failed after its lease, its unverified file removed; a live one is left", async () => {
    const database = await getTestDatabase();
    const backups = config();
    writeFileSync(join(backups.dir, "college-backup-daily-half.sql"), "-- half a dump");
    const [dead] = await database.db
      .insert(backupRuns)
      .values({ kind: "daily", startedAt: minutesAgo(5), leaseUntil: minutesAgo(3), fileName: "college-backup-daily-half.sql" })
      .returning();
    const [live] = await database.db
      .insert(backupRuns)
      .values({ kind: "manual", startedAt: minutesAgo(1), leaseUntil: minutesAgo(-1) })
      .returning();
    expect(await markInterruptedBackups({ database, clock: createTestClock(NOW), config: backups })).toBe(1);
    const rows = await database.db.select().from(backupRuns).orderBy(backupRuns.id);
    expect(rows.map((row) => [row.id, row.status, row.error])).toEqual([
      [dead!.id, "failed", BACKUP_INTERRUPTED],
      [live!.id, "running", null],
    ]);
    expect(existsSync(join(backups.dir, "college-backup-daily-half.sql"))).toBe(false);
  });

  it("never marks interrupted a backup this process is still taking", async () => {
    const database = await getTestDatabase();
    const [live] = await database.db
      .insert(backupRuns)
      .values({ kind: "daily", startedAt: minutesAgo(9), leaseUntil: minutesAgo(7) })
      .returning();
    heldHere.backupRuns.add(live!.id);
    try {
      expect(await markInterruptedBackups({ database, clock: createTestClock(NOW), config: config() })).toBe(0);
    } finally {
      heldHere.backupRuns.delete(live!.id);
    }
    expect(await markInterruptedBackups({ database, clock: createTestClock(NOW), config: config() })).toBe(1);
  });

  it("the next backup marks the interrupted one failed and runs", async () => {
    const database = await getTestDatabase();
    const [dead] = await database.db
      .insert(backupRuns)
      .values({ kind: "daily", startedAt: minutesAgo(30), leaseUntil: minutesAgo(28) })
      .returning();
    const next = await takeBackup({ database, clock: createTestClock(NOW), config: config(), kind: "daily" });
    expect(next.status).toBe("succeeded");
    const [row] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, dead!.id));
    expect(row).toMatchObject({ status: "failed", error: BACKUP_INTERRUPTED });
  }, 60_000);
});

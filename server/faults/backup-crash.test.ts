import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { BACKUP_INTERRUPTED } from "../backups/backup.service";
import { stopProcess, type NodeProcess } from "../bench/processes";
import { LEASE_MS } from "../lib/lease";
import { createThrowawayDatabase } from "../test-support/throwaway-database";
import { killHard, signInAsAdmin, startAppProcess } from "./app-process";

const baseUrl = process.env.DATABASE_URL;

type RunRow = { id: number; kind: string; status: string; error: string | null };

/**
 * kill -9 while a backup runs (held on a table lock the test owns, so the moment is certain): after the
 * restart the interrupted run is marked failed once its lease has passed, and the next backup runs.
 */
describe.skipIf(!baseUrl)("a crash in the middle of a backup", () => {
  const running: NodeProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(running.map((app) => stopProcess(app)));
    await drop?.();
  });

  it("marks the interrupted backup failed after its lease, and the next backup runs and is verified", async () => {
    const database = await createThrowawayDatabase(baseUrl!, `college_backup_crash_${process.pid}`);
    drop = database.drop;
    const dataDir = mkdtempSync(join(tmpdir(), "college-backup-crash-"));
    const env = { BACKUP_DIR: join(dataDir, "backups") };
    const first = await startAppProcess({ databaseUrl: database.url, dataDir, env });
    running.push(first);
    const asAdmin = await signInAsAdmin(first);

    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const runs = () => holder.query<RunRow>("select id, kind, status, error from backup_runs order by id").then((result) => result.rows);
    try {
      await holder.query("begin");
      await holder.query("lock table courses in access exclusive mode");
      const backup = asAdmin("/api/admin/backup/emergency", { method: "POST", body: { reason: "Before the term's enrolment" } }).catch(
        (error: unknown) => error,
      );
      // The backup has started (its row is running) and waits on the lock, inside the dump.
      await expect.poll(runs, { timeout: 20_000 }).toMatchObject([{ kind: "emergency", status: "running" }]);
      await expect
        .poll(
          async () =>
            (
              await holder.query(
                "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
              )
            ).rows[0].waiting,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await killHard(first);
      expect(await backup).toBeInstanceOf(Error);
    } finally {
      await holder.query("rollback");
    }

    const second = await startAppProcess({ databaseUrl: database.url, dataDir, env });
    running.push(second);
    const asAdminAgain = await signInAsAdmin(second);
    // Within its lease the run may still belong to a live process: it is left alone.
    const recover = () => asAdminAgain("/api/admin/jobs/recover-abandoned-runs/run", { method: "POST", body: {} });
    expect((await recover()).status).toBe(200);
    expect(await runs()).toMatchObject([{ status: "running" }]);

    const moved = await fetch(`${second.url}/api/test-clock`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advanceMs: LEASE_MS + 60_000 }),
    });
    expect(moved.status).toBe(200);
    expect((await recover()).status).toBe(200);
    const listed = (await (await asAdminAgain("/api/admin/backup/runs")).json()) as { runs: RunRow[] };
    expect(listed.runs).toMatchObject([{ kind: "emergency", status: "failed", error: BACKUP_INTERRUPTED }]);

    const next = await asAdminAgain("/api/admin/backup/emergency", { method: "POST", body: { reason: "After the crash" } });
    expect(next.status).toBe(200);
    expect(await runs()).toMatchObject([
      { kind: "emergency", status: "failed", error: BACKUP_INTERRUPTED },
      { kind: "emergency", status: "succeeded", error: null },
    ]);
    await holder.end();
  }, 120_000);
});

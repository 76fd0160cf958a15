import { describe, expect, it } from "vitest";
import { loginThrottles, sessions } from "../../shared/schema/auth";
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

  it("prune-login-throttles forgets failures older than a day", async () => {
    const { db } = await getTestDatabase();
    await db.insert(loginThrottles).values([
      { key: "ip:old", failures: 3, windowStartedAt: new Date("2026-11-19T10:00:00Z") },
      { key: "ip:recent", failures: 3, windowStartedAt: new Date("2026-11-21T09:00:00Z") },
    ]);
    await runJob("prune-login-throttles", new Date("2026-11-21T10:00:00Z"));
    expect((await db.select().from(loginThrottles)).map((row) => row.key)).toEqual(["ip:recent"]);
  });

  it("every job has a valid cron schedule and a unique id", async () => {
    const cron = await import("node-cron");
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    for (const job of jobs) expect(cron.validate(job.schedule)).toBe(true);
  });
});

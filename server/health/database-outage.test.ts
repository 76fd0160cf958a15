import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { createTestApp, createTestClock, post, validRegistration } from "../test/test-app";
import supertest from "supertest";
import { canStartOwnPostgres, startOwnPostgres, type OwnPostgres } from "../test-support/own-postgres";

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

// Runs where the suite runs on PostgreSQL (DATABASE_URL, as in CI) and the server binaries are installed.
const isAvailable = Boolean(process.env.DATABASE_URL) && canStartOwnPostgres();

describe.skipIf(!isAvailable)("the database server goes away while the site runs", () => {
  let server: OwnPostgres;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = startOwnPostgres();
    database = openServerDatabase(server.url, { max: 4 });
    await runMigrations(database);
    await seedReferenceData(database.db);
  }, 60_000);

  afterAll(async () => {
    // Bounded: under a loaded CI runner the pool's end once waited past the hook's minute for a connection
    // of the crash (seen twice, never reproduced on a quiet machine); the server is removed next anyway.
    await Promise.race([database?.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    server?.remove();
  });

  it("answers 503 quickly while it is down, and recovers by itself when it is back", async () => {
    const { app } = await createTestApp({ database });
    const agent = supertest.agent(app);
    expect((await post(agent, "/api/register", validRegistration())).status).toBe(201);
    expect((await supertest(app).get("/api/ready")).status).toBe(200);

    server.stop();

    const ready = await timed(() => supertest(app).get("/api/ready"));
    expect(ready.result.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);
    const me = await timed(() => agent.get("/api/me"));
    expect(me.result.status).toBe(503);
    expect(me.result.body).toMatchObject({
      code: "unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });
    expect(me.result.headers["retry-after"]).toBeDefined();
    expect(me.ms).toBeLessThan(6_000);
    const login = await post(supertest(app), "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(login.status).toBe(503);

    server.start();

    let readyAgain = 503;
    for (let attempt = 0; attempt < 50 && readyAgain !== 200; attempt++) {
      readyAgain = (await supertest(app).get("/api/ready")).status;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readyAgain).toBe(200);
    // The session was kept in the database: the student is still signed in.
    const meAgain = await agent.get("/api/me");
    expect(meAgain.status).toBe(200);
    expect(meAgain.body.username).toBe("thandi");
  }, 90_000);

  it("under traffic, with two instances: no acknowledged write is lost, cached reads keep answering, both recover within 10 s", async () => {
    const clock = createTestClock(new Date("2026-11-30T08:59:00Z"));
    const first = await createTestApp({ database, clock });
    const secondDatabase = openServerDatabase(server.url, { max: 4 });
    const second = await createTestApp({ database: secondDatabase, clock });
    try {
      const writer = supertest.agent(first.app);
      expect((await post(writer, "/api/register", validRegistration({ username: "lindiwe", email: "lindiwe@example.com" }))).status).toBe(
        201,
      );
      const courses = await supertest(first.app).get("/api/courses");
      expect(courses.status).toBe(200);

      // One student saves her profile again and again on the first instance while the database crashes.
      const statuses: number[] = [];
      const slowAnswers: number[] = [];
      let lastAcknowledged = 0;
      let isPaused = false;
      let isWriting = true;
      const writing = (async () => {
        for (let version = 1; isWriting; version++) {
          if (isPaused) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          const saved = await timed(() =>
            writer
              .patch("/api/me")
              .set("Content-Type", "application/json")
              .send({ firstName: nameFor(version) }),
          );
          statuses.push(saved.result.status);
          if (saved.ms >= 5_000) slowAnswers.push(saved.ms);
          if (saved.result.status === 200) lastAcknowledged = version;
          else await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await expect.poll(() => lastAcknowledged, { timeout: 10_000 }).toBeGreaterThan(5);
      server.stop("immediate");

      for (const instance of [first, second]) {
        const ready = await timed(() => supertest(instance.app).get("/api/ready"));
        expect(ready.result.status).toBe(503);
        expect(ready.ms).toBeLessThan(2_000);
      }
      // The course list this instance has read keeps answering from memory, the same bytes, also once its
      // 30 s lifetime has passed: the last good answer stands in while the database is away.
      const cached = await supertest(first.app).get("/api/courses");
      expect(cached.status).toBe(200);
      expect(cached.text).toBe(courses.text);
      clock.advance(31_000);
      const stale = await supertest(first.app).get("/api/courses");
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(courses.text);
      // What it never read answers 503, as quickly.
      expect((await supertest(second.app).get("/api/courses")).status).toBe(503);
      await expect.poll(() => statuses.filter((status) => status === 503).length, { timeout: 10_000 }).toBeGreaterThan(2);

      // The writes stop while PostgreSQL starts again (pg_ctl blocks this process meanwhile): what is stored
      // then is what the crash left, and it holds every write that was acknowledged.
      isPaused = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const acknowledgedBeforeRestart = lastAcknowledged;
      server.start();
      const restarted = performance.now();
      const recovery = await Promise.all(
        [first, second].map(async (instance) => {
          while ((await supertest(instance.app).get("/api/ready")).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
          return performance.now() - restarted;
        }),
      );
      for (const ms of recovery) expect(ms).toBeLessThan(10_000);
      const [stored] = await database.db.select({ firstName: users.firstName }).from(users).where(eq(users.username, "lindiwe"));
      expect(versionOf(stored!.firstName ?? "")).toBeGreaterThanOrEqual(acknowledgedBeforeRestart);

      isPaused = false;
      await expect.poll(() => lastAcknowledged, { timeout: 10_000 }).toBeGreaterThan(acknowledgedBeforeRestart);
      isWriting = false;
      await writing;
      // Only 200 (saved) and 503 (refused, nothing saved) were ever answered, each within 5 s: never a 500.
      expect(new Set(statuses)).toEqual(new Set([200, 503]));
      expect(slowAnswers).toEqual([]);
      const [latest] = await database.db.select({ firstName: users.firstName }).from(users).where(eq(users.username, "lindiwe"));
      // The second instance, which only saw the outage, serves her again too.
      const elsewhere = supertest.agent(second.app);
      expect((await post(elsewhere, "/api/login", { username: "lindiwe", password: "sunflower-42" })).status).toBe(200);
      expect((await elsewhere.get("/api/me")).body.firstName).toBe(latest!.firstName);
    } finally {
      await secondDatabase.close().catch(() => {});
    }
  }, 90_000);
});

/** A first name that encodes a number in letters (names take no digits). */
const nameFor = (version: number) =>
  `Version${[...version.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("")}`;
const versionOf = (name: string) =>
  parseInt([...name.replace(/^Version/, "")].map((letter) => (letter.charCodeAt(0) - 97).toString(26)).join(""), 26);

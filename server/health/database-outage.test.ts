import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { createTestApp, post, validRegistration } from "../test/test-app";
import supertest from "supertest";

const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL server of this test's own, so that stopping it harms no other test. Runs where the suite
 * runs on PostgreSQL (DATABASE_URL, as in CI) and the server binaries are installed.
 */
const startOwnServer = () => {
  const base = mkdtempSync(join(tmpdir(), "college-outage-"));
  const port = 56_000 + Math.floor(Math.random() * 2_000);
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(POSTGRES_BIN, command), ...args])
      : execFileSync(join(POSTGRES_BIN, command), args);
  if (isRoot)
    chownSync(base, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  asPostgres("initdb", ["-D", join(base, "data"), "-U", "app", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres("pg_ctl", ["-D", join(base, "data"), "-l", join(base, "server.log"), "-w", "-t", "30", "-o", options, "start"]);
  const stop = () => asPostgres("pg_ctl", ["-D", join(base, "data"), "-m", "fast", "-w", "stop"]);
  start();
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, start, stop, remove: () => rmSync(base, { recursive: true, force: true }) };
};

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

const isAvailable = Boolean(process.env.DATABASE_URL) && existsSync(join(POSTGRES_BIN, "initdb"));

describe.skipIf(!isAvailable)("the database server goes away while the site runs", () => {
  let server: ReturnType<typeof startOwnServer>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = startOwnServer();
    database = openServerDatabase(server.url, { max: 4 });
    await runMigrations(database);
    await seedReferenceData(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.close().catch(() => {});
    try {
      server?.stop();
    } catch {
      // already stopped
    }
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
});

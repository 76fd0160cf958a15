import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { createTestApp, post, validRegistration } from "../test/test-app";
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
    await database?.close().catch(() => {});
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

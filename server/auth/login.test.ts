import { describe, expect, it, vi } from "vitest";
import supertest from "supertest";
import { eq } from "drizzle-orm";
import { loginThrottles, sessions, users } from "../../shared/schema/auth";
import { createOrPromoteAdmin } from "./admin-account.service";
import { createTestApp, post, signInAdmin, signUp, validRegistration } from "../test/test-app";

const cookieOf = (response: supertest.Response) => response.headers["set-cookie"]?.[0]?.split(";")[0];

describe("POST /api/login", () => {
  it("signs in with the right password and answers the public user", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const response = await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: "thandi", isAdmin: false });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it("accepts the username in any letter case and with surrounding spaces", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const response = await post(testApp.request(), "/api/login", { username: "  Thandi ", password: "sunflower-42" });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "thandi" }, "Password is required"],
    [{ username: "", password: "" }, "Username is required"],
  ])("refuses %o with '%s'", async (body, message) => {
    const testApp = await createTestApp();
    const response = await post(testApp.request(), "/api/login", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("answers 401 'Invalid username or password' for a wrong password and for an unknown user", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    for (const body of [
      { username: "thandi", password: "wrong-password" },
      { username: "nobody", password: "sunflower-42" },
    ]) {
      const response = await post(testApp.request(), "/api/login", body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: "Invalid username or password", code: "unauthorized" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("gives a new session id at sign-in (no session fixation)", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const before = (await testApp.db.select().from(sessions)).map((row) => row.sid);
    const response = await post(agent, "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(response.status).toBe(200);
    const after = (await testApp.db.select().from(sessions)).map((row) => row.sid);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it("blocks a username from one address after 5 failures with 429, while another address still gets in", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    const attempt = (address: string, password: string) =>
      post(testApp.request(), "/api/login", { username: "thandi", password }).set("X-Forwarded-For", address);
    for (let index = 0; index < 5; index++) expect((await attempt("203.0.113.9", "wrong-password")).status).toBe(401);
    const blocked = await attempt("203.0.113.9", "sunflower-42");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect((await attempt("198.51.100.20", "sunflower-42")).status).toBe(200);

    testApp.clock.advance(16 * 60_000);
    expect((await attempt("203.0.113.9", "sunflower-42")).status).toBe(200);
  });

  it("evaluates at most 5 of 200 parallel wrong guesses for one username and refuses the rest with 429", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const guesses = Array.from({ length: 200 }, (_, index) =>
      post(testApp.request(), "/api/login", { username: "thandi", password: `wrong-guess-${index}` }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    const [pair] = await testApp.db.select().from(loginThrottles).where(eq(loginThrottles.key, "user:thandi|ip:127.0.0.1"));
    expect(pair?.blockedUntil).not.toBeNull();
  });

  it("counts only failures against a shared address: 40 good sign-ins from one lab still leave room", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    for (let index = 0; index < 40; index++) {
      expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(200);
    }
    const [address] = await testApp.db.select().from(loginThrottles).where(eq(loginThrottles.key, "ip:127.0.0.1"));
    expect(address?.failures).toBe(0);
  });

  it("does not trust X-Forwarded-For unless configured: a spoofed header gains nothing", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    for (let index = 0; index < 5; index++) {
      await post(testApp.request(), "/api/login", { username: "thandi", password: "nope-nope" }).set("X-Forwarded-For", `10.0.0.${index}`);
    }
    const response = await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" }).set(
      "X-Forwarded-For",
      "10.9.9.9",
    );
    expect(response.status).toBe(429);
  });

  it("admin sign-in answers isAdmin true", async () => {
    const testApp = await createTestApp();
    await createOrPromoteAdmin({ db: testApp.db, username: "principal", password: "correct-horse-battery" });
    const response = await post(testApp.request(), "/api/login", { username: "principal", password: "correct-horse-battery" });
    expect(response.body.isAdmin).toBe(true);
    expect(cookieOf(response)).toBeDefined();
  });
});

describe("sessions", () => {
  it("GET /api/me answers 401 when signed out", async () => {
    const testApp = await createTestApp();
    const response = await testApp.request().get("/api/me");
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Please sign in to continue");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/session answers 200 with a null user for a visitor and the user once signed in (no error status for a normal state)", async () => {
    const testApp = await createTestApp();
    const visitor = await testApp.request().get("/api/session");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect(visitor.headers["cache-control"]).toBe("no-store");
    const { agent } = await signUp(testApp);
    const signedIn = await agent.get("/api/session");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual((await agent.get("/api/me")).body);
    expect(signedIn.body.user.password).toBeUndefined();
    await post(agent, "/api/logout");
    expect((await agent.get("/api/session")).body).toEqual({ user: null });
  });

  it("logout destroys the stored session: the old cookie no longer works", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const cookie = (await testApp.db.select().from(sessions))[0]!.sid;
    expect(cookie).toBeTruthy();
    const response = await post(agent, "/api/logout");
    expect(response.status).toBe(204);
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("reads the session and its user in one database round trip, or none when the embedded store holds it", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const target = testApp.database.pglite ?? testApp.database.pool!;
    const queries = vi.spyOn(target as { query: (...args: never[]) => unknown }, "query");
    // Every test response is also checked against the stored session ids (server/test/secret-scanner.ts).
    // node-postgres receives a query config object, PGlite the text.
    const textOf = (query: unknown) => (typeof query === "string" ? query : String((query as { text?: string }).text));
    const appQueries = () => queries.mock.calls.filter(([query]) => !textOf(query).startsWith('select "sid" from "sessions"'));
    expect((await agent.get("/api/me")).status).toBe(200);
    expect(appQueries()).toHaveLength(1);
    queries.mockClear();
    expect((await agent.get("/api/me")).status).toBe(200);
    // Embedded: one process owns the database and hears of every change, so the session stays in memory.
    expect(appQueries()).toHaveLength(testApp.database.authChangeFeed ? 0 : 1);
    queries.mockRestore();
  });

  it("a removed admin role or a deleted account counts from the very next request", async () => {
    const testApp = await createTestApp();
    const agent = await signInAdmin(testApp);
    expect((await agent.get("/api/me")).body.isAdmin).toBe(true);
    await testApp.db.update(users).set({ isAdmin: false }).where(eq(users.username, "principal"));
    expect((await agent.get("/api/me")).body.isAdmin).toBe(false);
    await testApp.db.delete(users).where(eq(users.username, "principal"));
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("a student promoted while signed in gets the admin's 4-hour lifetime at once", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    await testApp.db.update(users).set({ isAdmin: true }).where(eq(users.username, "thandi"));
    testApp.clock.advance(4 * 60 * 60_000 + 60_000);
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("sign-out clears the cookie with the attributes it was set with (Secure for __Host-)", async () => {
    const testApp = await createTestApp({ config: { publicUrl: "https://college.example", trustProxy: true } });
    const agent = supertest.agent(testApp.app);
    const https = (request: supertest.Test) => request.set("X-Forwarded-Proto", "https").set("Origin", "https://college.example");
    await https(post(agent, "/api/register", validRegistration()));
    const response = await https(post(agent, "/api/logout"));
    expect(response.status).toBe(204);
    const cleared = response.headers["set-cookie"]![0]!;
    expect(cleared).toMatch(/^__Host-sid=;/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Lax/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("a read does not write the session row on every request", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const [before] = await testApp.db.select().from(sessions);
    testApp.clock.advance(10_000);
    await agent.get("/api/me");
    const [after] = await testApp.db.select().from(sessions);
    expect(after!.expire.getTime()).toBe(before!.expire.getTime());
  });

  it("ends a student session after 12 hours even when it is used all the time", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    for (let hour = 0; hour < 11; hour++) {
      testApp.clock.advance(60 * 60_000);
      expect((await agent.get("/api/me")).status).toBe(200);
    }
    testApp.clock.advance(61 * 60_000);
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("ends an admin session after 4 hours", async () => {
    const testApp = await createTestApp();
    await createOrPromoteAdmin({ db: testApp.db, username: "principal", password: "correct-horse-battery" });
    const agent = supertest.agent(testApp.app);
    await post(agent, "/api/login", { username: "principal", password: "correct-horse-battery" });
    testApp.clock.advance(3 * 60 * 60_000);
    expect((await agent.get("/api/me")).status).toBe(200);
    testApp.clock.advance(61 * 60_000);
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("sets a Secure __Host- cookie when the site is served over https", async () => {
    const testApp = await createTestApp({ config: { publicUrl: "https://college.example", trustProxy: true } });
    const response = await post(testApp.request(), "/api/register", {
      username: "sipho",
      password: "sunflower-42",
      email: "sipho@example.com",
      termsAccepted: true,
    })
      .set("X-Forwarded-Proto", "https")
      .set("Origin", "https://college.example");
    expect(response.status).toBe(201);
    expect(response.headers["set-cookie"]?.[0]).toMatch(/^__Host-sid=.*Path=\/.*HttpOnly.*Secure.*SameSite=Lax/);
  });
});

import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments } from "../../shared/schema/billing";
import { contacts, feedback } from "../../shared/schema/messages";
import { backupRuns, mailOutbox } from "../../shared/schema/operations";
import { createOrPromoteAdmin } from "../auth/admin-account.service";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { startOfMonthInJohannesburg } from "../lib/school-time";
import { updateAdminUser } from "./admin-users.service";

const patch = (agent: supertest.Agent, path: string, body: object) => agent.patch(path).set("Content-Type", "application/json").send(body);

const userId = async ({ db }: TestApp, username: string) => (await db.select().from(users).where(eq(users.username, username)))[0]!.id;

const signInAs = async (testApp: TestApp, username: string, password: string) => {
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/login", { username, password });
  return { agent, response };
};

describe("admin users access", () => {
  it("refuses visitors with 401 and students with 403 on every route", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    for (const [method, path] of [
      ["get", "/api/admin/overview"],
      ["get", "/api/admin/users"],
      ["get", "/api/admin/users/1"],
      ["patch", "/api/admin/users/1"],
      ["post", "/api/admin/users/1/end-sessions"],
    ] as const) {
      expect((await testApp.request()[method](path).set("Content-Type", "application/json").send({})).status).toBe(401);
      const response = await agent[method](path).set("Content-Type", "application/json").send({ isAdmin: true });
      expect(response.status).toBe(403);
    }
    expect((await testApp.db.select().from(users).where(eq(users.username, "thandi")))[0]!.isAdmin).toBe(false);
  });
});

describe("GET /api/admin/overview", () => {
  it("counts new students, subscriptions, this month's revenue, unread messages, failed mails and the last backup", async () => {
    const testApp = await createTestApp({});
    const { db, clock } = testApp;
    const admin = await signInAdmin(testApp);
    await signUp(testApp);
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const now = clock.now();
    const monthStart = startOfMonthInJohannesburg(now);
    const thandi = await userId(testApp, "thandi");
    await db.insert(payments).values([
      { userId: thandi, kind: "subscription", amount: 12_345, status: "paid", idempotencyKey: "a", paidAt: now },
      {
        userId: thandi,
        kind: "subscription",
        amount: 100,
        status: "paid",
        idempotencyKey: "b",
        paidAt: new Date(monthStart.getTime() - 1),
      },
      { userId: thandi, kind: "subscription", amount: 999, status: "pending", idempotencyKey: "c" },
    ]);
    await db.insert(contacts).values([
      { name: "A", email: "a@example.com", subject: "Other", message: "Hello there" },
      { name: "B", email: "b@example.com", subject: "Other", message: "Hello there", readAt: now },
      { name: "C", email: "c@example.com", subject: "Other", message: "Hello there", isArchived: true },
    ]);
    await db.insert(feedback).values({ name: "K", email: "k@example.com", category: "suggestion", message: "More listening please." });
    await db.insert(mailOutbox).values([
      { toAddress: "x@example.com", subject: "s", textBody: "t", status: "failed" },
      { toAddress: "y@example.com", subject: "s", textBody: "t", status: "sent" },
    ]);
    let response = await admin.get("/api/admin/overview");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      newStudentsThisWeek: 2,
      revenueThisMonth: 12_345,
      unreadMessages: 2,
      failedMails: 1,
      lastBackup: null,
    });
    expect(typeof response.body.activeSubscriptions).toBe("number");
    await db.insert(backupRuns).values({ kind: "daily", status: "succeeded", verification: "verified", startedAt: now });
    response = await admin.get("/api/admin/overview");
    expect(response.body.lastBackup).toEqual({ startedAt: now.toISOString(), status: "succeeded", verification: "verified" });
  });

  it("starts the month in Johannesburg time", () => {
    expect(startOfMonthInJohannesburg(new Date("2026-11-30T22:30:00Z")).toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(startOfMonthInJohannesburg(new Date("2026-11-30T21:30:00Z")).toISOString()).toBe("2026-10-31T22:00:00.000Z");
  });
});

describe("GET /api/admin/users", () => {
  it("searches case-insensitively, newest first, 20 a page, without password hashes", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const later = Date.now() + 60_000; // after the principal's row (created at the real time)
    for (let index = 0; index < 22; index++) {
      await testApp.db.insert(users).values({
        username: `learner${index}`,
        password: "x",
        email: `learner${index}@example.com`,
        firstName: index === 5 ? "Zanele" : "Sam",
        createdAt: new Date(later + index * 1000),
      });
    }
    const first = await admin.get("/api/admin/users");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.body.users).toHaveLength(20);
    expect(first.body.users[0].username).toBe("learner21");
    expect(first.body.users[0]).not.toHaveProperty("password");
    const second = await admin.get("/api/admin/users?page=2");
    expect(second.body.users.map((user: { username: string }) => user.username)).toEqual(["learner1", "learner0", "principal"]);
    const search = await admin.get("/api/admin/users?query=zANELE");
    expect(search.body.total).toBe(1);
    expect(search.body.users[0].username).toBe("learner5");
    expect((await admin.get("/api/admin/users?query=LEARNER1%40")).body.total).toBe(1);
    expect((await admin.get("/api/admin/users?query=%25")).body.total).toBe(0);
    const bad = await admin.get("/api/admin/users?page=0");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Page must be 1 or more");
  });
});

describe("GET /api/admin/users/:id", () => {
  it("shows the profile, subscription, enrolments and active sessions", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUp(testApp);
    const response = await admin.get(`/api/admin/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: "thandi",
      isDisabled: false,
      subscription: null,
      enrolments: [],
      activeSessions: 1,
    });
    expect(response.body.lastSignInAt).toBe(testApp.clock.now().toISOString());
    expect(response.body).not.toHaveProperty("password");
    expect((await admin.get("/api/admin/users/99999")).status).toBe(404);
    expect((await admin.get("/api/admin/users/abc")).status).toBe(404);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("makes and removes admins, and refuses to change one's own access", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUp(testApp);
    const made = await patch(admin, `/api/admin/users/${user.id}`, { isAdmin: true });
    expect(made.status).toBe(200);
    expect(made.body.isAdmin).toBe(true);
    const principal = await userId(testApp, "principal");
    const own = await patch(admin, `/api/admin/users/${principal}`, { isAdmin: false });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe("You cannot change your own admin access");
    const ownDisable = await patch(admin, `/api/admin/users/${principal}`, { isDisabled: true });
    expect(ownDisable.status).toBe(400);
    expect(ownDisable.body.message).toBe("You cannot disable your own account");
    const empty = await patch(admin, `/api/admin/users/${user.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Nothing to change");
    expect((await patch(admin, `/api/admin/users/${user.id}`, { isAdmin: "yes" })).status).toBe(400);
    const removed = await patch(admin, `/api/admin/users/${user.id}`, { isAdmin: false });
    expect(removed.body.isAdmin).toBe(false);
    expect((await testApp.db.select().from(users).where(eq(users.id, principal)))[0]!.isAdmin).toBe(true);
  });

  it("keeps at least one admin when two admins demote each other at once", async () => {
    const testApp = await createTestApp();
    const first = await signInAdmin(testApp);
    await createOrPromoteAdmin({ db: testApp.db, username: "deputy", password: "correct-horse-battery" });
    const { agent: second } = await signInAs(testApp, "deputy", "correct-horse-battery");
    const principal = await userId(testApp, "principal");
    const deputy = await userId(testApp, "deputy");
    const [a, b] = await Promise.all([
      patch(first, `/api/admin/users/${deputy}`, { isAdmin: false }),
      patch(second, `/api/admin/users/${principal}`, { isAdmin: false }),
    ]);
    const statuses = [a.status, b.status].sort();
    const admins = await testApp.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
    // The later demotion either saw the first one (409) or its actor was already demoted (403).
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses);
  });

  it("refuses with 409 to demote or disable the last enabled admin (a disabled admin does not count)", async () => {
    const testApp = await createTestApp();
    await signInAdmin(testApp);
    await createOrPromoteAdmin({ db: testApp.db, username: "deputy", password: "correct-horse-battery" });
    const principal = await userId(testApp, "principal");
    const deputy = await userId(testApp, "deputy");
    const actor = { id: deputy, username: "deputy" };
    await testApp.db.update(users).set({ isDisabled: true }).where(eq(users.id, deputy));
    // Through the service: an actor whose own access went away meanwhile (the race the lock settles).
    for (const changes of [{ isAdmin: false }, { isDisabled: true }]) {
      await expect(updateAdminUser({ db: testApp.db, actor, now: testApp.clock.now(), id: principal, changes })).rejects.toMatchObject({
        code: "conflict",
        message: "There must always be at least one admin",
      });
    }
    expect((await testApp.db.select().from(users).where(eq(users.id, principal)))[0]).toMatchObject({ isAdmin: true, isDisabled: false });
    // With a second enabled admin it is allowed.
    await testApp.db.update(users).set({ isDisabled: false }).where(eq(users.id, deputy));
    const demoted = await updateAdminUser({ db: testApp.db, actor, now: testApp.clock.now(), id: principal, changes: { isAdmin: false } });
    expect(demoted.isAdmin).toBe(false);
  });
});

describe("disabled accounts", () => {
  it("drop the session at once and refuse sign-in with a clear message; enabling lets them back in", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { agent, user } = await signUp(testApp);
    expect((await agent.get("/api/me")).status).toBe(200);
    const disabled = await patch(admin, `/api/admin/users/${user.id}`, { isDisabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.isDisabled).toBe(true);
    expect((await agent.get("/api/me")).status).toBe(401);
    const detail = await admin.get(`/api/admin/users/${user.id}`);
    expect(detail.body.activeSessions).toBe(0);
    const wrong = await signInAs(testApp, "thandi", "wrong-password-1");
    expect(wrong.response.status).toBe(401);
    expect(wrong.response.body.message).toBe("Invalid username or password");
    const refused = await signInAs(testApp, "thandi", "sunflower-42");
    expect(refused.response.status).toBe(401);
    expect(refused.response.body.message).toBe("This account has been disabled. Please contact us.");
    expect((await refused.agent.get("/api/me")).status).toBe(401);
    expect((await patch(admin, `/api/admin/users/${user.id}`, { isDisabled: false })).status).toBe(200);
    const back = await signInAs(testApp, "thandi", "sunflower-42");
    expect(back.response.status).toBe(200);
  });

  it("a session is refused when the user row is disabled directly in the database", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    expect((await agent.get("/api/me")).status).toBe(401);
  });
});

describe("POST /api/admin/users/:id/end-sessions", () => {
  it("ends every session of the user (204)", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { agent, user } = await signUp(testApp);
    const { agent: secondDevice } = await signInAs(testApp, "thandi", "sunflower-42");
    expect((await admin.get(`/api/admin/users/${user.id}`)).body.activeSessions).toBe(2);
    const response = await post(admin, `/api/admin/users/${user.id}/end-sessions`);
    expect(response.status).toBe(204);
    expect((await agent.get("/api/me")).status).toBe(401);
    expect((await secondDevice.get("/api/me")).status).toBe(401);
    expect((await admin.get("/api/me")).status).toBe(200);
    expect((await post(admin, "/api/admin/users/99999/end-sessions")).status).toBe(404);
    const principal = await userId(testApp, "principal");
    expect((await post(admin, `/api/admin/users/${principal}/end-sessions`)).status).toBe(204);
    expect((await admin.get("/api/me")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { accountTokens, sessions, users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { phonicsChildren } from "../../shared/schema/phonics";
import { createTestApp, post, signInAdmin, signUp } from "../test/test-app";
import { closeAccount } from "./close-account.service";

const CLOSED_NAME = (id: number) => new RegExp(`^closed-${id}-[0-9a-f]{8}$`);

describe("POST /api/me/close", () => {
  it("refuses a wrong password with 403 and a message, and changes nothing", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const response = await post(agent, "/api/me/close", { password: "not-my-password" });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("That password is not right. Your account is still open.");
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ username: "thandi", email: "thandi@example.com", closedAt: null });
    expect((await agent.get("/api/me")).status).toBe(200);
  });

  it("refuses an empty password with 400", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await post(agent, "/api/me/close", {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Enter your password");
  });

  it("erases the personal data, mails the old address first, ends every session, and the old sign-in fails", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const second = supertest.agent(testApp.app);
    expect((await post(second, "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(200);
    await testApp.db.insert(phonicsChildren).values({ parentUserId: user.id, firstName: "Lindiwe", age: 6, avatar: "lion" });
    const [plan] = await testApp.db.select().from(subscriptionPlans).limit(1);
    await testApp.db.insert(subscriptions).values({
      userId: user.id,
      planId: plan!.id,
      currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
      currentPeriodEnd: new Date("2026-12-01T00:00:00Z"),
    });

    const response = await post(agent, "/api/me/close", { password: "sunflower-42" });
    expect(response.status).toBe(204);

    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.username).toMatch(CLOSED_NAME(user.id));
    expect(stored).toMatchObject({
      email: `${stored!.username}@invalid`,
      firstName: null,
      lastName: null,
      country: null,
      languageLevel: null,
    });
    expect(stored!.closedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(stored)).not.toMatch(/thandi|Thandi|Nkosi|United Kingdom/);
    const children = await testApp.db.select().from(phonicsChildren).where(eq(phonicsChildren.parentUserId, user.id));
    expect(children.map((child) => child.firstName)).toEqual(["Closed"]);
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "thandi@example.com"));
    expect(mails.map((mail) => mail.subject)).toContain("Your account is closed");
    expect(await testApp.db.select().from(sessions)).toEqual([]);
    const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subscription).toMatchObject({ status: "cancelled", currentPeriodEnd: testApp.clock.now() });
    expect((await agent.get("/api/me")).status).toBe(401);
    expect((await second.get("/api/me")).status).toBe(401);
    const signIn = await post(supertest(testApp.app), "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe("Invalid username or password");
  });

  it("shows the account as closed to an admin, who can only view it", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    expect((await post(agent, "/api/me/close", { password: "sunflower-42" })).status).toBe(204);
    const admin = await signInAdmin(testApp);

    const list = await admin.get("/api/admin/users");
    expect(list.status).toBe(200);
    const row = (list.body.users as { id: number; username: string; closedAt: string | null }[]).find((entry) => entry.id === user.id);
    expect(row).toMatchObject({ username: expect.stringMatching(CLOSED_NAME(user.id)), closedAt: testApp.clock.now().toISOString() });
    const detail = await admin.get(`/api/admin/users/${user.id}`);
    expect(detail.body).toMatchObject({ closedAt: testApp.clock.now().toISOString(), firstName: null, country: null });
    const change = await admin.patch(`/api/admin/users/${user.id}`).send({ isDisabled: true });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe("This account is closed: it can only be viewed");
  });

  it("succeeds when an older version let someone register the account's closed-<id> name first, and erases", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    // Registration refuses the shape now; a row from before is put in as it was then.
    await testApp.db.insert(users).values({ username: `closed-${user.id}`, password: "x", email: `closed-${user.id}@invalid` });
    await testApp.db.insert(users).values({ username: `CLOSED-${user.id + 1}`, password: "x", email: "squatter@example.com" });

    const response = await post(agent, "/api/me/close", { password: "sunflower-42" });
    expect(response.status).toBe(204);
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.username).toMatch(CLOSED_NAME(user.id));
    expect(stored).toMatchObject({ email: `${stored!.username}@invalid`, firstName: null, lastName: null, country: null });
    expect(stored!.closedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(stored)).not.toMatch(/thandi|Thandi|Nkosi/);
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("draws another name when the one drawn is taken, and the erasure still holds (a savepoint, not the whole transaction)", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await testApp.db.insert(users).values({ username: `closed-${user.id}-aaaaaaaa`, password: "x", email: "first@example.com" });
    await testApp.db.insert(users).values({ username: "squatter", password: "x", email: `closed-${user.id}-bbbbbbbb@invalid` });
    const drawn = ["aaaaaaaa", "bbbbbbbb", "cccccccc"];
    const [account] = await testApp.db.select().from(users).where(eq(users.id, user.id));

    await closeAccount({
      db: testApp.db,
      clock: testApp.clock,
      user: account!,
      password: "sunflower-42",
      drawNameSuffix: () => drawn.shift()!,
    });

    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ username: `closed-${user.id}-cccccccc`, email: `closed-${user.id}-cccccccc@invalid`, firstName: null });
    expect(stored!.closedAt).toEqual(testApp.clock.now());
    expect(drawn).toEqual([]);
  });

  it("deletes the account's single-use links, with the old address and the one it was moving to, and nobody else's", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const other = await signUp(testApp, { username: "sipho", email: "sipho@example.com" }, { isEmailConfirmed: false });
    const change = await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send({ email: "thandi.new@example.com", currentPassword: "sunflower-42" });
    expect(change.status).toBe(200);
    await testApp.db.insert(accountTokens).values({
      userId: user.id,
      purpose: "password_reset",
      tokenHash: "a-reset-link-hash",
      email: "thandi@example.com",
      expiresAt: new Date(testApp.clock.now().getTime() + 3_600_000),
    });
    const mine = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(mine.map((token) => token.purpose).sort()).toEqual(["email_verification", "email_verification", "password_reset"]);

    expect((await post(agent, "/api/me/close", { password: "sunflower-42" })).status).toBe(204);

    const left = await testApp.db.select().from(accountTokens);
    expect(left.map((token) => [token.userId, token.email])).toEqual([[other.user.id, "sipho@example.com"]]);
  });
});

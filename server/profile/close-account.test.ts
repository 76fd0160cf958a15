import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { phonicsChildren } from "../../shared/schema/phonics";
import { createTestApp, post, signInAdmin, signUp } from "../test/test-app";

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
    expect(stored).toMatchObject({
      username: `closed-${user.id}`,
      email: `closed-${user.id}@invalid`,
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
    expect(row).toMatchObject({ username: `closed-${user.id}`, closedAt: testApp.clock.now().toISOString() });
    const detail = await admin.get(`/api/admin/users/${user.id}`);
    expect(detail.body).toMatchObject({ closedAt: testApp.clock.now().toISOString(), firstName: null, country: null });
    const change = await admin.patch(`/api/admin/users/${user.id}`).send({ isDisabled: true });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe("This account is closed: it can only be viewed");
  });
});

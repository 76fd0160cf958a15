import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../shared/schema/auth";
import { createTestApp, post, signUp } from "../test/test-app";

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: "thandi.new@example.com",
  firstName: "Thandiwe",
  lastName: "Nkosi-Mbeki",
  country: "Canada",
  languageLevel: "Advanced (C1)",
  ...overrides,
});

describe("PATCH /api/me", () => {
  it("updates the profile fields and answers the public user", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send(profile());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: "thandi.new@example.com", firstName: "Thandiwe", country: "Canada", languageLevel: "Advanced (C1)" });
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: "thandi.new@example.com", lastName: "Nkosi-Mbeki" });
  });

  it("never changes username, password or isAdmin", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const [before] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    const response = await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send(profile({ username: "hacker", password: "new-password-1", isAdmin: true, subscriptionLevel: "Premium" }));
    expect(response.status).toBe(200);
    const [after] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ username: before!.username, password: before!.password, isAdmin: false, subscriptionLevel: null });
  });

  it.each([
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ country: "Atlantis" }, "Please select a country"],
    [{ languageLevel: "Fluent-ish" }, "Please select a language level"],
  ])("refuses %o with '%s'", async (override, message) => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send(profile(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("answers 409 when the email belongs to another account, in any letter case", async () => {
    const testApp = await createTestApp();
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const { agent } = await signUp(testApp);
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send(profile({ email: "SIPHO@example.com" }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("An account with that email already exists");
  });
});

describe("POST /api/me/password", () => {
  it("changes the password and ends the student's other sessions, keeping this one", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const otherDevice = supertest.agent(testApp.app);
    await post(otherDevice, "/api/login", { username: "thandi", password: "sunflower-42" });
    const otherStudent = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    expect(await testApp.db.select().from(sessions)).toHaveLength(3);

    const response = await post(agent, "/api/me/password", { currentPassword: "sunflower-42", newPassword: "moonflower-77" });
    expect(response.status).toBe(204);
    expect((await agent.get("/api/me")).status).toBe(200);
    expect((await otherDevice.get("/api/me")).status).toBe(401);
    expect((await otherStudent.agent.get("/api/me")).status).toBe(200);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(401);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "moonflower-77" })).status).toBe(200);
  });

  it.each([
    [{ currentPassword: "wrong-one", newPassword: "moonflower-77" }, "Current password is incorrect"],
    [{ currentPassword: "sunflower-42", newPassword: "12345" }, "Password must be at least 6 characters"],
    [{ currentPassword: "", newPassword: "moonflower-77" }, "Current password is required"],
    [{ currentPassword: "sunflower-42", newPassword: "sunflower-42" }, "The new password must be different from the current one"],
  ])("refuses %o with '%s' and keeps the old password", async (body, message) => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await post(agent, "/api/me/password", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(200);
  });
});

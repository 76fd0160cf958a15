import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../shared/schema/auth";
import { createTestApp, post, signUp } from "../test/test-app";

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: "thandi.new@example.com",
  firstName: "Thandiwe",
  lastName: "Nkosi-Mbeki",
  country: "CA",
  languageLevel: "Advanced (C1)",
  currentPassword: "sunflower-42",
  ...overrides,
});

describe("PATCH /api/me", () => {
  it("updates the profile fields at once; a new email waits for its confirmation link", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send(profile());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: "thandi@example.com",
      pendingEmail: "thandi.new@example.com",
      firstName: "Thandiwe",
      country: "CA",
      languageLevel: "Advanced (C1)",
    });
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: "thandi@example.com", lastName: "Nkosi-Mbeki" });
  });

  it("leaves an old row's English country name as it is until the owner picks a country, then stores the code", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db.update(users).set({ country: "United States" }).where(eq(users.id, user.id));
    const untouched = await agent.patch("/api/me").set("Content-Type", "application/json").send({ firstName: "Thandiwe" });
    expect(untouched.body.country).toBe("United States");
    const changed = await agent.patch("/api/me").set("Content-Type", "application/json").send({ country: "ZA" });
    expect(changed.status).toBe(200);
    expect(changed.body.country).toBe("ZA");
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

  it("changes only what it is given: a PATCH with one name leaves every other field as it was", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const [before] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send({ firstName: "Naledi" });
    expect(response.status).toBe(200);
    const [after] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ ...before, firstName: "Naledi", updatedAt: expect.any(Date) });
    // Clearing a name is explicit: "" or null.
    await agent.patch("/api/me").set("Content-Type", "application/json").send({ lastName: null });
    const [cleared] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(cleared).toMatchObject({ firstName: "Naledi", lastName: null, email: "thandi@example.com" });
  });

  it("needs the current password to change the email, and only then", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const send = (body: object) => agent.patch("/api/me").set("Content-Type", "application/json").send(body);
    const missing = await send({ email: "thief@example.com" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: "Enter your current password to change your email",
      errors: { currentPassword: [expect.any(String)] },
    });
    const wrong = await send({ email: "thief@example.com", currentPassword: "guess-guess" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe("thandi@example.com");
    // The same address in another case is no change, so no password is needed.
    expect((await send({ email: "THANDI@example.com", firstName: "T" })).status).toBe(200);
    expect((await send({ email: "new@example.com", currentPassword: "sunflower-42" })).status).toBe(200);
  });

  it("answers 409 when the email belongs to another account, in any letter case", async () => {
    const testApp = await createTestApp();
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const { agent } = await signUp(testApp);
    const response = await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send(profile({ email: "SIPHO@example.com" }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("This email address cannot be used. Please use another one.");
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

  it("gives the session a new id after the change: a copied cookie of this session is worthless", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const signIn = await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" });
    const oldCookie = signIn.headers["set-cookie"]![0]!.split(";")[0]!;
    const [before] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, decodeURIComponent(oldCookie).slice(6).split(".")[0]!));
    expect(before).toBeDefined();

    const response = await post(testApp.request(), "/api/me/password", {
      currentPassword: "sunflower-42",
      newPassword: "moonflower-77",
    }).set("Cookie", oldCookie);
    expect(response.status).toBe(204);
    const newCookie = response.headers["set-cookie"]![0]!.split(";")[0]!;
    expect(newCookie).not.toBe(oldCookie);
    expect((await testApp.request().get("/api/me").set("Cookie", oldCookie)).status).toBe(401);
    expect((await testApp.request().get("/api/me").set("Cookie", newCookie)).status).toBe(200);
    // The absolute lifetime still counts from the original sign-in.
    const [after] = await testApp.db.select().from(sessions);
    expect((after!.sess as { signedInAt: number }).signedInAt).toBe((before!.sess as { signedInAt: number }).signedInAt);
  });

  it.each([
    [{ currentPassword: "wrong-one", newPassword: "moonflower-77" }, "Current password is incorrect"],
    [{ currentPassword: "sunflower-42", newPassword: "abc-d3f" }, "Password must be at least 8 characters"],
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

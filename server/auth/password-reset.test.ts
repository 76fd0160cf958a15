import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import supertest from "supertest";
import { and, eq, like } from "drizzle-orm";
import { accountTokens, sessions, users } from "../../shared/schema/auth";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

const SAME_ANSWER =
  "If an account matches what you entered, we have sent a link to its email address. The link works for 1 hour. Check your spam folder if it does not arrive in a few minutes.";
const INVALID_TOKEN = "This reset link has expired or was already used. Ask for a new one.";

const resetMails = (testApp: TestApp) => testApp.db.select().from(mailOutbox).where(like(mailOutbox.subject, "Reset your%"));

/** The token from the newest reset mail's link, as the person would open it. */
const tokenFromLastMail = async (testApp: TestApp) => {
  const mails = await resetMails(testApp);
  const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody);
  return match![1]!;
};

const askReset = (testApp: TestApp, identifier: string) => post(testApp.request(), "/api/password-reset", { identifier });

describe("POST /api/password-reset", () => {
  it("answers the same 202 and words for a known email, a known username and an unknown account", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const answers = [];
    for (const identifier of ["thandi@example.com", " THANDI ", "nobody@example.com", "nobody"]) {
      const response = await askReset(testApp, identifier);
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers).toEqual(Array(4).fill({ status: 202, body: { message: SAME_ANSWER } }));
    const mails = await resetMails(testApp);
    expect(mails.map((mail) => mail.toAddress)).toEqual(["thandi@example.com", "thandi@example.com"]);
    expect(mails[0]!.textBody).toContain("http://college.test/reset-password#token=");
  });

  it("refuses an empty identifier with a clear 400", async () => {
    const testApp = await createTestApp();
    const response = await askReset(testApp, "  ");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Please enter your email address or username");
  });

  it("stores only the SHA-256 hash of a 32-byte token, valid 1 hour, and the newest link voids the older ones", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await askReset(testApp, "thandi");
    const first = await tokenFromLastMail(testApp);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    const [row] = await testApp.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, "password_reset")));
    expect(row).toMatchObject({ purpose: "password_reset", usedAt: null, tokenHash: createHash("sha256").update(first).digest("hex") });
    expect(JSON.stringify(row)).not.toContain(first);
    expect(row!.expiresAt.getTime() - testApp.clock.now().getTime()).toBe(3_600_000);

    await askReset(testApp, "thandi");
    const second = await tokenFromLastMail(testApp);
    const old = await post(testApp.request(), "/api/password-reset/complete", { token: first, password: "new-garden-77" });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(INVALID_TOKEN);
    const fresh = await post(testApp.request(), "/api/password-reset/complete", { token: second, password: "new-garden-77" });
    expect(fresh.status).toBe(200);
  });

  it("sends an account at most 3 links an hour, still answering the same words", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await askReset(testApp, "thandi");
      expect(response.status).toBe(202);
      expect(response.body.message).toBe(SAME_ANSWER);
    }
    expect(await resetMails(testApp)).toHaveLength(3);
    testApp.clock.advance(3_600_001);
    await askReset(testApp, "thandi");
    expect(await resetMails(testApp)).toHaveLength(4);
  });

  it("acts on 5 requests an hour from one address; the 6th gets the same answer and sends nothing", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    for (const identifier of ["nobody-1", "nobody-2", "nobody-3", "nobody-4", "nobody-5"]) await askReset(testApp, identifier);
    const response = await askReset(testApp, "sipho");
    expect(response.status).toBe(202);
    expect(response.body.message).toBe(SAME_ANSWER);
    expect(await resetMails(testApp)).toHaveLength(0);
  });

  it("sends nothing to a disabled account", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await testApp.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    expect((await askReset(testApp, "thandi")).status).toBe(202);
    expect(await resetMails(testApp)).toHaveLength(0);
  });
});

describe("POST /api/password-reset/complete", () => {
  it("sets the new password, ends every session, signs the person in; the old password fails", async () => {
    const testApp = await createTestApp();
    const { agent: oldSession, user } = await signUp(testApp);
    await askReset(testApp, "thandi@example.com");
    const token = await tokenFromLastMail(testApp);
    const browser = supertest.agent(testApp.app);
    const response = await post(browser, "/api/password-reset/complete", { token, password: "new-garden-77" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: "thandi" });
    expect((await browser.get("/api/me")).status).toBe(200);
    expect((await oldSession.get("/api/me")).status).toBe(401);
    expect(await testApp.db.select().from(sessions)).toHaveLength(1);
    const [row] = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row!.usedAt).not.toBeNull();

    const oldPassword = await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(oldPassword.status).toBe(401);
    const newPassword = await post(testApp.request(), "/api/login", { username: "thandi", password: "new-garden-77" });
    expect(newPassword.status).toBe(200);
  });

  it("confirms the email address it was mailed to", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await testApp.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    await askReset(testApp, "thandi");
    const token = await tokenFromLastMail(testApp);
    expect((await post(testApp.request(), "/api/password-reset/complete", { token, password: "new-garden-77" })).status).toBe(200);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toEqual(testApp.clock.now());
  });

  it("refuses a link mailed to an address the account no longer has", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await askReset(testApp, "thandi");
    const token = await tokenFromLastMail(testApp);
    await testApp.db.update(users).set({ email: "new-address@example.com" }).where(eq(users.id, user.id));
    const response = await post(testApp.request(), "/api/password-reset/complete", { token, password: "new-garden-77" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID_TOKEN);
  });

  it("works once, even for two requests at the same moment", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    await askReset(testApp, "thandi");
    const token = await tokenFromLastMail(testApp);
    const answers = await Promise.all([
      post(testApp.request(), "/api/password-reset/complete", { token, password: "new-garden-77" }),
      post(testApp.request(), "/api/password-reset/complete", { token, password: "other-garden-88" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const again = await post(testApp.request(), "/api/password-reset/complete", { token, password: "third-garden-99" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_TOKEN);
  });

  it("refuses a link older than 1 hour and an unknown token with the same words", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    await askReset(testApp, "thandi");
    const token = await tokenFromLastMail(testApp);
    testApp.clock.advance(3_600_000);
    for (const candidate of [token, "not-a-token"]) {
      const response = await post(testApp.request(), "/api/password-reset/complete", { token: candidate, password: "new-garden-77" });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(INVALID_TOKEN);
    }
    const login = await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(login.status).toBe(200);
  });

  it("applies the registration rules to the new password and keeps the link usable after a refusal", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    await askReset(testApp, "thandi");
    const token = await tokenFromLastMail(testApp);
    const short = await post(testApp.request(), "/api/password-reset/complete", { token, password: "abc-d3f" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    const common = await post(testApp.request(), "/api/password-reset/complete", { token, password: "password123" });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe("This password is too common. Please choose a less predictable one.");
    const good = await post(testApp.request(), "/api/password-reset/complete", { token, password: "new-garden-77" });
    expect(good.status).toBe(200);
  });
});

describe("POST /api/admin/users/:id/password-reset", () => {
  it("mails the user a link that says an administrator asked; the answer holds no token", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    const admin = await signInAdmin(testApp);
    const response = await post(admin, `/api/admin/users/${user.id}/password-reset`);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: "A password reset link was sent to the user's email address." });
    const [mail] = await resetMails(testApp);
    expect(mail!.toAddress).toBe("thandi@example.com");
    expect(mail!.textBody).toContain("An administrator of");
    const token = await tokenFromLastMail(testApp);
    expect(JSON.stringify(response.body)).not.toContain(token);
  });

  it("refuses a disabled account with 409: the link could not be used", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await testApp.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    const admin = await signInAdmin(testApp);
    const response = await post(admin, `/api/admin/users/${user.id}/password-reset`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("This account is disabled. Enable it before sending a reset link.");
    expect(await resetMails(testApp)).toHaveLength(0);
  });

  it("is 403 for a student and 404 for an unknown user", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const student = await post(agent, `/api/admin/users/${user.id}/password-reset`);
    expect(student.status).toBe(403);
    const admin = await signInAdmin(testApp);
    const unknown = await post(admin, "/api/admin/users/99999/password-reset");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("User not found");
    expect(await resetMails(testApp)).toHaveLength(0);
  });
});

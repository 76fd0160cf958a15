import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountTokens, users } from "../../shared/schema/auth";
import { mailOutbox } from "../../shared/schema/operations";
import { completeCheckout, startMoneyPathApp } from "../billing/money-path.test-helpers";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import { confirmationTokenMailedTo, createTestApp, post, signUp, type TestApp } from "../test/test-app";

const CONFIRMED = "Thank you: your email address is confirmed.";
const INVALID = "This confirmation link has expired or was already used. Send a new one from your dashboard.";
const HOUR = 3_600_000;

const confirm = (testApp: TestApp, token: string) => post(testApp.request(), "/api/email-confirmation", { token });

const mailsTo = (testApp: Pick<TestApp, "db">, address: string) =>
  testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

const storedUser = async (testApp: TestApp, id: number) => (await testApp.db.select().from(users).where(eq(users.id, id)))[0]!;

const changeEmail = (agent: Parameters<typeof post>[0], email: string) =>
  agent.patch("/api/me").set("Content-Type", "application/json").send({ email, currentPassword: "sunflower-42" });

describe("confirming the address given at registration", () => {
  it("mails a link (only its hash stored, 48 hours); opening it confirms the address once, without signing in", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp, {}, { isEmailConfirmed: false });
    expect((await storedUser(testApp, user.id)).emailVerifiedAt).toBeNull();
    const [mail] = await mailsTo(testApp, "thandi@example.com");
    expect(mail!.subject).toBe("Confirm your email address for Test English College");
    expect(mail!.textBody).toContain("http://college.test/confirm-email#token=");
    const token = await confirmationTokenMailedTo(testApp, "thandi@example.com");
    const [row] = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row).toMatchObject({
      purpose: "email_verification",
      email: "thandi@example.com",
      tokenHash: createHash("sha256").update(token).digest("hex"),
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * HOUR);

    expect((await agent.get("/api/me/email-confirmation")).body).toEqual({
      email: "thandi@example.com",
      isConfirmed: false,
      pendingEmail: null,
    });
    const opened = await confirm(testApp, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ message: CONFIRMED, email: "thandi@example.com", isChanged: false });
    expect(opened.headers["set-cookie"]).toBeUndefined();
    expect((await storedUser(testApp, user.id)).emailVerifiedAt).toEqual(testApp.clock.now());
    expect((await agent.get("/api/me/email-confirmation")).body.isConfirmed).toBe(true);

    const again = await confirm(testApp, token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it("names neither the username nor the first name: whoever registers chooses both, and the address may be a stranger's", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(
      testApp,
      { username: "win.prize-site.example", firstName: "Claim.your.prize", email: "stranger@example.com" },
      { isEmailConfirmed: false },
    );
    await changeEmail(agent, "another.stranger@example.com");
    for (const address of ["stranger@example.com", "another.stranger@example.com"]) {
      const [mail] = (await mailsTo(testApp, address)).filter((each) => each.subject.startsWith("Confirm your email address"));
      expect(mail!.textBody).toMatch(/^Hello,\n/);
      expect(mail!.textBody).not.toMatch(/prize/i);
    }
  });

  it("refuses an expired link, an unknown one and an empty one with the same clear 400", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp, {}, { isEmailConfirmed: false });
    const token = await confirmationTokenMailedTo(testApp, "thandi@example.com");
    testApp.clock.advance(48 * HOUR + 1000);
    for (const candidate of [token, "not-a-token", "  "]) {
      const response = await confirm(testApp, candidate);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(INVALID);
    }
    expect((await storedUser(testApp, user.id)).emailVerifiedAt).toBeNull();
  });

  it("sends again on request, voiding the older link; at most 3 an hour; nothing to send once confirmed", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp, {}, { isEmailConfirmed: false });
    const first = await confirmationTokenMailedTo(testApp, "thandi@example.com");
    const resent = await post(agent, "/api/me/email-confirmation/resend");
    expect(resent.status).toBe(202);
    const second = await confirmationTokenMailedTo(testApp, "thandi@example.com");
    expect(second).not.toBe(first);
    expect((await confirm(testApp, first)).status).toBe(400);

    await post(agent, "/api/me/email-confirmation/resend");
    await post(agent, "/api/me/email-confirmation/resend");
    const limited = await post(agent, "/api/me/email-confirmation/resend");
    expect(limited.status).toBe(429);
    expect(await mailsTo(testApp, "thandi@example.com")).toHaveLength(4);

    testApp.clock.advance(HOUR + 1000);
    expect((await confirm(testApp, await confirmationTokenMailedTo(testApp, "thandi@example.com"))).status).toBe(200);
    const nothing = await post(agent, "/api/me/email-confirmation/resend");
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe("Your email address is already confirmed.");
  });

  it("is for a signed-in person only, apart from opening the link", async () => {
    const testApp = await createTestApp();
    expect((await testApp.request().get("/api/me/email-confirmation")).status).toBe(401);
    expect((await post(testApp.request(), "/api/me/email-confirmation/resend")).status).toBe(401);
  });
});

describe("changing the address", () => {
  it("keeps mail on the old address until the new one's link is opened, and tells the old address", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const changed = await changeEmail(agent, "thandi.new@example.com");
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: "thandi@example.com", pendingEmail: "thandi.new@example.com" });
    expect((await storedUser(testApp, user.id)).email).toBe("thandi@example.com");
    const [notice] = await mailsTo(testApp, "thandi@example.com");
    expect(notice!.textBody).toContain("asked to change its email address to thandi.new@example.com");
    expect((await agent.get("/api/me/email-confirmation")).body).toEqual({
      email: "thandi@example.com",
      isConfirmed: true,
      pendingEmail: "thandi.new@example.com",
    });

    // A reset link mailed to the old address before the move stops working with the move.
    await post(testApp.request(), "/api/password-reset", { identifier: "thandi" });
    const resetMail = (await testApp.db.select().from(mailOutbox).where(like(mailOutbox.subject, "Reset your%")))[0]!;
    const resetToken = /#token=([A-Za-z0-9_-]+)/.exec(resetMail.textBody)![1]!;

    const opened = await confirm(testApp, await confirmationTokenMailedTo(testApp, "thandi.new@example.com"));
    expect(opened.body).toEqual({ message: CONFIRMED, email: "thandi.new@example.com", isChanged: true });
    const after = await storedUser(testApp, user.id);
    expect(after.email).toBe("thandi.new@example.com");
    expect(after.emailVerifiedAt).toEqual(testApp.clock.now());
    const reset = await post(testApp.request(), "/api/password-reset/complete", { token: resetToken, password: "new-garden-77" });
    expect(reset.status).toBe(400);
    expect((await agent.get("/api/me/email-confirmation")).body.pendingEmail).toBeNull();
  });

  it("refuses an address another account uses, at the change and again when the link is opened", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    const taken = await changeEmail(agent, "SIPHO@example.com");
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This email address cannot be used. Please use another one.");

    await changeEmail(agent, "shared@example.com");
    await signUp(testApp, { username: "lerato", email: "shared@example.com" }, { isEmailConfirmed: false });
    const token = await testApp.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.email, "shared@example.com")));
    expect(token).toHaveLength(1);
    const mails = await mailsTo(testApp, "shared@example.com");
    const ownLink = mails.find((mail) => mail.textBody.includes("It takes the place of the old one"))!;
    const opened = await confirm(testApp, /#token=([A-Za-z0-9_-]+)/.exec(ownLink.textBody)![1]!);
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe("This email address is now used by another account, so it cannot be confirmed for yours.");
    expect((await storedUser(testApp, user.id)).email).toBe("thandi@example.com");
  });

  it("can be cancelled: the link stops working", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await changeEmail(agent, "thandi.new@example.com");
    const token = await confirmationTokenMailedTo(testApp, "thandi.new@example.com");
    const cancelled = await agent.delete("/api/me/pending-email").set("X-Requested-With", "fetch");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("The change of email address is cancelled.");
    expect((await confirm(testApp, token)).status).toBe(400);
    expect((await storedUser(testApp, user.id)).email).toBe("thandi@example.com");
    const nothing = await agent.delete("/api/me/pending-email").set("X-Requested-With", "fetch");
    expect(nothing.status).toBe(409);
  });
});

describe("mail that matters goes only to a confirmed address", () => {
  it("an unconfirmed student who pays gets no receipt mail; the receipt is on their profile; once confirmed, the next one is mailed", async () => {
    const moneyApp = await startMoneyPathApp();
    try {
      const { default: supertest } = await import("supertest");
      const agent = supertest.agent(moneyApp.origin);
      const registration = { username: "amara", password: "sunflower-42", email: "amara@example.com", termsAccepted: true };
      expect((await post(agent, "/api/register", registration)).status).toBe(201);
      const [plan] = await moneyApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
      const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan!.id });
      await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");
      const subjects = (await mailsTo(moneyApp, "amara@example.com")).map((mail) => mail.subject);
      expect(subjects).toEqual(["Confirm your email address for Test English College"]);
      const [payment] = await moneyApp.db.select().from(payments);
      const receipt = await agent.get(`/api/payments/${payment!.id}/receipt`);
      expect(receipt.status).toBe(200);

      const token = await confirmationTokenMailedTo(moneyApp, "amara@example.com");
      expect((await post(agent, "/api/email-confirmation", { token })).status).toBe(200);
      // The next period may be paid from a week before this one ends (sessions end when idle: sign in again).
      moneyApp.clock.advance(25 * 24 * HOUR);
      expect((await post(agent, "/api/login", { username: "amara", password: "sunflower-42" })).status).toBe(200);
      const renewal = await post(agent, "/api/subscriptions/checkout", { planId: plan!.id });
      await completeCheckout(moneyApp, renewal.body.checkoutId, "succeeded");
      const after = (await mailsTo(moneyApp, "amara@example.com")).map((mail) => mail.subject);
      expect(after.filter((subject) => subject.startsWith("Your receipt"))).toHaveLength(1);
    } finally {
      await moneyApp.close();
    }
  });
});
